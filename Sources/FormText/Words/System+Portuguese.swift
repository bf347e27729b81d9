extension SystemWord {
    public static func portugueseText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "Arquivo ou pasta inexistente"
        case .permissionDenied: "Permissão negada"
        case .operationNotPermitted: "Operação não permitida"
        case .isAFolder: "É uma pasta"
        case .notAFolder: "Não é uma pasta"
        case .tooManySymbolicLinks: "Níveis demais de links simbólicos"
        case .nameTooLong: "Nome de arquivo longo demais"
        case .fileExists: "O arquivo já existe"
        case .noSpaceLeft: "Não há espaço livre no dispositivo"
        case .readOnlyFileSystem: "Sistema de arquivos somente leitura"
        case .brokenPipe: "Pipe quebrado"
        case .inputOutputError: "Erro de entrada/saída"
        case .tooManyOpenFiles: "Arquivos abertos demais"
        case .tooManyOpenFilesInSystem: "Arquivos abertos demais no sistema"
        case .deviceBusy: "Dispositivo ou recurso ocupado"
        case .textFileBusy: "Arquivo executável ocupado"
        case .crossDeviceLink: "Link entre dispositivos inválido"
        case .invalidArgument: "Argumento inválido"
        case .noSuchDeviceOrAddress: "Dispositivo ou endereço inexistente"
        case .temporarilyUnavailable: "Recurso temporariamente indisponível"
        case .fileTooLarge: "Arquivo grande demais"
        case .diskQuotaExceeded: "Cota de disco excedida"
        case .folderNotEmpty: "A pasta não está vazia"
        case .outOfMemory: "Não foi possível alocar memória"
        case .interrupted: "Chamada de sistema interrompida"
        case .noSuchDevice: "Dispositivo inexistente"
        case .badFileDescriptor: "Descritor de arquivo inválido"
        case .listFolderNotSearched: "não pesquisada: {folder} ({problem}); os formulários dali podem ser de qualquer pessoa, então nenhum é listado nem executado pelo nome"
        }
    }
}

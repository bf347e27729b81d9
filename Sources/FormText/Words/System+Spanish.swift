extension SystemWord {
    public static func spanishText(_ word: SystemWord) -> String {
        switch word {
        case .noSuchFile: "No existe el archivo o la carpeta"
        case .permissionDenied: "Permiso denegado"
        case .operationNotPermitted: "Operación no permitida"
        case .isAFolder: "Es una carpeta"
        case .notAFolder: "No es una carpeta"
        case .tooManySymbolicLinks: "Demasiados niveles de enlaces simbólicos"
        case .nameTooLong: "Nombre de archivo demasiado largo"
        case .fileExists: "El archivo ya existe"
        case .noSpaceLeft: "No queda espacio en el dispositivo"
        case .readOnlyFileSystem: "Sistema de archivos de solo lectura"
        case .brokenPipe: "Tubería rota"
        case .inputOutputError: "Error de entrada/salida"
        case .tooManyOpenFiles: "Demasiados archivos abiertos"
        case .tooManyOpenFilesInSystem: "Demasiados archivos abiertos en el sistema"
        case .deviceBusy: "Dispositivo o recurso ocupado"
        case .textFileBusy: "Archivo ejecutable ocupado"
        case .crossDeviceLink: "Enlace entre dispositivos no válido"
        case .invalidArgument: "Argumento no válido"
        case .noSuchDeviceOrAddress: "No existe el dispositivo o la dirección"
        case .temporarilyUnavailable: "Recurso no disponible temporalmente"
        case .fileTooLarge: "Archivo demasiado grande"
        case .diskQuotaExceeded: "Cuota de disco excedida"
        case .folderNotEmpty: "La carpeta no está vacía"
        case .outOfMemory: "No se puede asignar memoria"
        case .interrupted: "Llamada al sistema interrumpida"
        case .noSuchDevice: "No existe el dispositivo"
        case .badFileDescriptor: "Descriptor de archivo no válido"
        case .listFolderNotSearched: "no se buscó: {folder} ({problem}); los formularios de ahí podrían ser de cualquiera, así que ninguno se lista ni se ejecuta por nombre"
        }
    }
}

extension HelpWord {
    public static func portugueseText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "Preencher formulários declarativos no terminal, a partir de um pipe ou em lotes."
        case .runAbstract: "Preencher um formulário e imprimir as respostas (um objeto JSON, ou --format shell, env, yaml, lines)."
        case .runForm: "Um arquivo de formulário ou o nome de um formulário (ex.: login; `formline list` mostra os nomes)."
        case .runOutput: "Escrever as respostas neste arquivo (verificado antes; um arquivo comum é substituído de forma atômica, com modo 0600 quando o formulário tem segredos; um dispositivo ou FIFO é escrito no lugar; '-': a saída padrão)."
        case .runResume: "Começar do rascunho mais recente do formulário (FORMLINE_DRAFT_DIR, senão ~/.local/state/formline/drafts)."
        case .checkAbstract: "Verificar arquivos de formulário e relatar cada problema como file:line:col."
        case .checkFiles: "Arquivos de formulário a verificar (caminhos, nomes de formulários ou pastas)."
        case .checkFormat: "text, ou json: um objeto com cada arquivo e cada diagnóstico na saída padrão (docs/json-output.md)."
        case .describeAbstract: "Explicar um formulário: seus campos na ordem do foco com suas regras, seções e atalhos."
        case .describeForm: "Um arquivo de formulário ou o nome de um formulário (ex.: signup; `formline list` mostra os nomes)."
        case .newAbstract: "Escrever um formulário inicial comentado para editar."
        case .newName: "O nome do formulário: letras, dígitos, '.', '_' e '-' (ex.: new-task)."
        case .newOutput: "Onde escrever o formulário (um arquivo ou uma pasta)."
        case .newForce: "Substituir o arquivo se ele existir."
        case .importAbstract: "Escrever o formulário do formline que corresponde a um JSON Schema, para continuar editando."
        case .importSchema: "O arquivo JSON Schema (JSON ou YAML)."
        case .importOutput: "Onde escrever o formulário (padrão: a saída padrão; '-' é a saída padrão)."
        case .importForce: "Substituir --output se ele existir."
        case .fillAbstract: "Passar muitos registros pela validação de um formulário; escrever os válidos como JSON Lines."
        case .listAbstract: "Listar os formulários que podem ser executados pelo nome, com o título e onde cada um foi encontrado."
        case .formatTextOrJSON: "text, ou json (docs/json-output.md)."
        case .testAbstract: "Executar os cenários de um formulário (*.test.yaml) e relatar cada falha como file:line:col."
        case .testPaths: "Arquivos de cenário, arquivos de formulário ou pastas (padrão: ./forms)."
        case .draftsAbstract: "Listar ou apagar os rascunhos guardados para `formline run FORM --resume`."
        case .draftsListAbstract: "Listar os rascunhos, do mais recente: o formulário, quando, quantas respostas, quais campos digitar de novo."
        case .draftsRemoveAbstract: "Apagar os rascunhos dos formulários citados (um nome ou um caminho, como em `run`), ou todos com --all."
        case .draftsRemoveForms: "Formulários cujos rascunhos apagar: nomes, caminhos de formulários ou arquivos de rascunho."
        case .draftsRemoveAll: "Apagar todos os rascunhos."
        case .mcpAbstract: "Servir os formulários do caminho de busca a clientes MCP (agentes de IA) pela entrada e saída padrão."
        case .trustAbstract: "Permitir que um formulário execute os comandos citados por suas verificações (até o arquivo mudar)."
        case .trustForm: "Um arquivo de formulário ou o nome de um formulário."
        case .trustList: "Listar os formulários confiáveis (caminho e SHA-256)."
        case .trustRemove: "Deixar de confiar no formulário em vez de confiar nele."
        case .describeFormat: "text; json: os campos na ordem do foco como dados; json-schema: um JSON Schema (2020-12) do objeto de respostas (docs/json-output.md)."
        case .describeLang: "O idioma dos textos próprios do formulário (título, rótulos, ajuda, rótulos das opções): um de {tags}. Padrão: o idioma de LANGUAGE, LC_ALL, LC_MESSAGES, LANG. Identificadores, valores e chaves JSON nunca mudam."
        case .formlineDiscussion: """
            Formulários são arquivos YAML (veja forms/ e docs/form-format.md) ou JSON Schemas de um objeto \
            (docs/json-schema.md). Um argumento FORM é um caminho ou um nome procurado como NAME.yaml (ou .json) em \
            ./forms, $FORMLINE_PATH, ~/.config/formline/forms e /usr/local/share, /usr/share (formline/forms); \
            `formline list` mostra os nomes.

            Códigos de saída: {success} concluído, {rejected} registros rejeitados (fill) ou cenários com falha \
            (test), {cancelled} cancelado, {usage} uso incorreto, {dataError} as respostas não completaram o \
            formulário, {noInput} arquivo ausente, {ioError} falha na saída, {untrusted} o formulário executa \
            comandos e não é confiável (`formline trust FORM`, ou --trust), {badForm} o arquivo do formulário tem \
            erros, {timedOut} tempo esgotado (run --timeout), {signals} interrompido por SIGINT/SIGTERM/SIGHUP.
            """
        case .runDiscussion: """
            Num terminal (entrada padrão num TTY), cada campo é um prompt do libedit, desenhado na saída de erro \
            para que a saída padrão leve só as respostas: Tab/Ctrl-N e Shift-Tab/Ctrl-P passam de um campo a outro, \
            Ctrl-T abre o seletor de datas e uma revisão mostra as respostas antes de Enter enviá-las. Ctrl-D numa \
            linha vazia cancela (código {cancelled}; as respostas dadas até ali ficam num rascunho e, sem nenhuma, \
            nada é gravado); Ctrl-C, SIGTERM e SIGHUP salvam um rascunho das respostas dadas até ali (nunca os \
            segredos) e saem com {interrupted}, {terminated} ou {hangUp}; --resume o recarrega. Um formulário \
            enviado apaga seu rascunho assim que as respostas são gravadas; se não puderem ser gravadas, o rascunho \
            é mantido. Valem as linhas de ~/.editrc (ou $EDITRC) que começam com 'formline:'.

            Com a entrada padrão vinda de um pipe (não de um terminal), cada linha responde ao campo em foco: uma \
            linha vazia mantém o valor atual do campo (seu padrão), uma linha vazia numa lista encerra a lista e, \
            depois de uma etapa de data, o foco volta ao último campo que o tinha. Uma linha rejeitada é informada \
            na saída de erro com seu número de linha; a linha seguinte responde ao campo que volta a ter o foco. \
            FORMLINE_TODAY=YYYY-MM-DD fixa a data de hoje.

            A partir de um script, as respostas podem ser dadas de antemão: --set ID=VALUE, --answers FILE (JSON \
            ou YAML, como a própria saída do formline; '-' lê a entrada padrão) e variáveis FORMLINE_ANSWER_<ID>, \
            nessa ordem de precedência. Elas são verificadas exatamente como respostas digitadas; campos dados não \
            são perguntados. --defaults aceita os padrões do resto; --no-input nunca pergunta nem lê a entrada \
            padrão e sai com {dataError} listando cada campo que ainda falta (com --format json, também como um \
            objeto JSON na saída padrão: as respostas dadas até ali, os campos que faltam, as respostas recusadas; \
            docs/json-output.md). --format shell|env|yaml|lines imprime as respostas para sh, dotenv, YAML ou um \
            valor por linha.

            Um formulário cujas verificações executam comandos (`check:`, `checks:`) só os executa quando é \
            confiável (`formline trust FORM`, ou --trust para esta execução); senão run sai com 77 antes da \
            primeira pergunta, listando-os. --no-checks os pula e avisa.
            """
        case .checkDiscussion: """
            Cada problema é impresso na saída de erro como 'arquivo:linha:col: erro: mensagem' com a linha de \
            origem, um acento circunflexo sob a coluna e muitas vezes uma dica; todos os problemas de todos os \
            arquivos são informados numa só execução. Uma pasta vale pelos arquivos .yaml e .yml dentro dela (não \
            pelos arquivos de cenários, *.test.yaml, que o `formline test` lê).

            Sai com 0 quando todo arquivo é utilizável (avisos permitidos), 78 quando algum arquivo tem erros, 66 \
            quando um arquivo está ausente ou ilegível (e nenhum tem erros), 64 quando um arquivo é um arquivo de \
            cenários (e nada do que vem antes): quem verifica esses é o `formline test`.
            """
        case .describeDiscussion: """
            Os títulos ficam em negrito quando a saída padrão é um terminal, a não ser que NO_COLOR esteja definida \
            ou TERM não esteja definida ou seja dumb (como nos prompts do run). Um formulário com erros não é \
            descrito; seus erros são impressos como pelo check.
            """
        case .newDiscussion: """
            Grava NAME.yaml, ou forms/NAME.yaml quando há uma pasta forms/ aqui, ou o caminho de --output (uma \
            pasta recebe NAME.yaml dentro) e, ao lado, NAME.test.yaml: cenários iniciais que o `formline test` \
            executa. Um arquivo existente fica intocado, a não ser com --force. As primeiras linhas dos arquivos \
            apontam os editores para schema/formline.schema.json e schema/formline-test.schema.json.
            """
        case .importDiscussion: """
            Lê um JSON Schema (2020-12 ou draft-07: o de um modelo pydantic, o inputSchema de uma ferramenta MCP, o \
            do corpo de uma requisição OpenAPI) e grava o formulário equivalente em YAML, com comentários onde a \
            conversão escolheu algo (docs/json-schema.md). O que não tem correspondência é impresso na saída de erro \
            no seu JSON Pointer e na sua linha, como o `check` imprime, e listado no fim do formulário. Um esquema \
            inutilizável (um ciclo de $ref numa propriedade obrigatória, uma raiz que não é objeto, JSON inválido) \
            não grava nada e sai com 78. Não é preciso importar um esquema para preenchê-lo: \
            `formline run SCHEMA.json` o executa como está e imprime as respostas no formato do próprio esquema; \
            executado a partir do YAML importado, as respostas são planas (`id: value`). O formulário vai para a \
            saída padrão, ou para --output, gravado por inteiro (um arquivo temporário renomeado para o lugar); um \
            arquivo existente nunca é substituído, a não ser com --force.
            """
        case .fillDiscussion: """
            Cada registro (um objeto JSON por linha, ou uma linha CSV sob um cabeçalho de ids de campos) é \
            verificado exatamente como o envio do formulário verifica as respostas: tipos, regras, condições \
            'when', palavras de data, padrões dos campos omitidos. Os registros válidos são gravados como JSON \
            Lines com valores normalizados na ordem do formulário; os rejeitados como \
            {"line":N,"field":ID,"message":...} (nunca os valores). Cada registro vai para exatamente um dos dois. \
            Um resumo vai para a saída de erro.

            Um formulário cujas verificações executam comandos os executa para cada registro, depois das regras, \
            como no envio: só quando é confiável (`formline trust FORM`, ou --trust); senão fill sai com 77 antes \
            de ler um registro; --no-checks os pula e avisa.

            Código de saída: {success} todos aceitos, {rejected} alguns rejeitados, {dataError}/{noInput} entrada \
            inutilizável ou ausente, {untrusted} o formulário executa comandos e não é confiável.
            """
        case .listDiscussion: "Um nome de FORM é procurado em ./forms, depois em cada pasta de $FORMLINE_PATH (separadas por dois-pontos), "
            + "depois em $XDG_CONFIG_HOME/formline/forms (padrão ~/.config/formline/forms), depois em DIR/formline/forms "
            + "para cada DIR de $XDG_DATA_DIRS (padrão /usr/local/share:/usr/share). Vence a primeira pasta que contém "
            + "NAME.yaml; um formulário escondido por um anterior de mesmo nome aparece como shadowed. "
            + "--format json imprime {\"version\":1,\"folders\":[...],\"forms\":[...]} (veja docs/json-output.md)."
        case .testDiscussion: """
            Um arquivo de cenários indica um formulário (padrão: aquele cujo nome ele leva, ao lado dele: \
            login.test.yaml testa login.yaml) e lista cenários: as linhas enviadas ao `formline run`, respostas \
            dadas de antemão (set, answers, environment, defaults, noInput), 'today' e o que deve resultar (status, \
            respostas, mensagens nos campos, os campos perguntados, saída, relatórios). Cada um roda dentro do \
            próprio processo exatamente como o `formline run` faz com entrada por pipe. Veja docs/form-tests.md.

            PATH é um arquivo de cenários, um arquivo de formulário (com seu arquivo de cenários ao lado) ou uma \
            pasta (seus arquivos *.test.yaml); sem PATH, vale ./forms. Os resultados vão para a saída padrão: cada \
            diferença como 'file:line:col: error: scenario NAME: …', uma linha por arquivo e depois \
            'N passed, N failed'.

            Um formulário cujas verificações executam comandos: as `replies:` de um cenário respondem por eles sem \
            executá-los; um cenário que executaria os outros (ou leria um arquivo fora da pasta do formulário) só \
            roda quando você confia no formulário (`formline trust FORM`, ou --trust para esta execução). Um \
            arquivo de cenários não pode conceder confiança: `trust: true` só diz que o cenário precisa dela. \
            Senão o cenário não roda: ele é listado com o que executaria e leria, e o `formline test` sai com 77, \
            como o `run` faria.

            Sai com 0 quando todos os cenários passaram, 1 quando algum falhou, 77 quando cenários não rodaram por \
            falta de confiança, 78 quando um arquivo de cenários ou seu formulário tem erros, 66 quando um PATH \
            está ausente.
            """
        case .draftsDiscussion: "Um rascunho é mantido quando uma execução para antes de gravar as respostas (Ctrl-C, Ctrl-D com "
            + "respostas dadas, um sinal, um terminal fechado, uma saída que falhou). Rascunhos nunca guardam segredos: "
            + "ao retomar, eles são pedidos de novo. Os rascunhos ficam em $FORMLINE_DRAFT_DIR, senão em "
            + "$XDG_STATE_HOME/formline/drafts, senão em ~/.local/state/formline/drafts."
        case .draftsListDiscussion: "--format json imprime {\"version\":1,\"folder\":…,\"drafts\":[…]} (veja docs/json-output.md)."
        case .draftsRemoveDiscussion: "Um FORM também pode ser um arquivo de rascunho que o `formline drafts` lista (para um formulário "
            + "que veio por um pipe). Só rascunhos são apagados, nunca outro arquivo da pasta de rascunhos."
        case .mcpDiscussion: """
            Ferramentas: list_forms, describe_form, fill_form. O preenchimento verifica as respostas dadas como o \
            `run --answers` faz; com um cliente que suporta elicitação, os campos que ainda faltam são perguntados \
            à pessoa rodada a rodada. Segredos nunca são pedidos nem devolvidos: defina FORMLINE_ANSWER_<ID> no \
            ambiente do servidor ou passe answersFile. O servidor é o programa formline-mcp instalado ao lado do \
            formline (README, "For programs and agents").
            """
        case .trustDiscussion: """
            Um formulário cujas verificações executam comandos só os executa quando é confiável, como o --trust do \
            copier e o allow do direnv: `formline trust FORM` registra o caminho canônico do arquivo do formulário \
            e o SHA-256 do seu texto em $FORMLINE_TRUST_DIR/trusted-forms.json (senão $XDG_STATE_HOME/formline, \
            senão ~/.local/state/formline; uma pasta sua, o arquivo com modo 0600). Mudar o arquivo do formulário \
            (não os programas que ele indica) exige confiar nele de novo. O comando imprime os comandos em que \
            confia. Um formulário não confiável sai com 77 antes da primeira pergunta, listando seus comandos; \
            `run --trust` os executa uma vez, `--no-checks` os pula.

            Códigos de saída: 0 concluído, 64 uso incorreto, 66 arquivo ausente, 74 o registro não pôde ser \
            gravado, 78 o arquivo do formulário tem erros.
            """
        case .scriptsTitle: "Para scripts"
        case .commandsTitle: "Comandos"
        case .setHelp: "Responder um campo de antemão: --set ID=VALUE (repetível; num campo de lista cada --set acrescenta uma linha). "
            + "Verificado exatamente como uma resposta digitada. Tem precedência sobre --answers e FORMLINE_ANSWER_<ID>."
        case .answersHelp: "Responder campos a partir de um mapeamento JSON ou YAML de ids de campos para respostas (como a própria saída "
            + "JSON do formline); '-' o lê da entrada padrão. Tem precedência sobre FORMLINE_ANSWER_<ID>."
        case .defaultsHelp: "Aceitar sem perguntar o padrão de cada campo sem resposta (ou nenhuma resposta, num campo opcional)."
        case .noInputHelp: "Nunca perguntar nem ler a entrada padrão: aceitar os padrões; se algum campo ainda precisar de resposta, sair "
            + "com {dataError} listando todos (--format json: também um objeto JSON com o que falta na saída padrão)."
        case .answerFormatHelp: "Como imprimir as respostas (padrão: json)."
        case .prefixHelp: "Pôr isto antes de cada nome de variável de --format shell ou env (ex.: FORM_)."
        case .timeoutHelp: "Num terminal: quando nenhuma tecla chega por esse número de segundos, aceitar os padrões e enviar se o formulário "
            + "estiver válido; senão, salvar um rascunho e sair com {timedOut}. Ignorado, com um aviso, quando as respostas vêm por um pipe."
        case .accessibleHelp: "Num terminal: uma linha autossuficiente por prompt, sem redesenhos, cores ou sequências de escape (para "
            + "leitores de tela e linhas braille). Ignorado, com um aviso, quando as respostas vêm por um pipe."
        case .accessibleDiscussion: "Também ligado com ACCESSIBLE=1 (qualquer valor exceto vazio, 0 ou false)."
        case .trustOnceHelp: "Executar os comandos do formulário (verificações) só desta vez, sem `formline trust FORM`."
        case .noChecksHelp: "Não executar os comandos do formulário: as verificações deles são puladas, e um aviso diz isso."
        case .fillInput: "Ler os registros deste arquivo em vez da entrada padrão ('-': a entrada padrão)."
        case .fillFormat: "jsonl ou csv (padrão: csv para um arquivo de entrada .csv, senão jsonl)."
        case .fillOutput: "Gravar os registros válidos neste arquivo (de forma atômica; modo 0600 quando o formulário tem segredos; '-': a saída padrão)."
        case .fillRejects: "Gravar os registros rejeitados neste arquivo em vez da saída de erro."
        case .fillJobs: "Preencher JSON Lines de um arquivo comum em N blocos de cada vez, em até N núcleos (padrão: o número de núcleos; pipes e CSV: 1)."
        case .fillJobsDiscussion: "A saída, os números de linha das rejeições e o resumo são os mesmos para qualquer N. "
            + "Nunca rodam mais threads do que há núcleos ou blocos da entrada (cerca de 256 KiB cada), então um N maior não custa nada."
        case .fillFirstLine: "Numerar como N a primeira linha da entrada (a entrada é um trecho que começa na linha N de uma entrada maior; N ≤ 2^53 - 1)."
        }
    }
}

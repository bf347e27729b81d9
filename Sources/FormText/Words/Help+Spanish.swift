extension HelpWord {
    public static func spanishText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "Rellenar formularios declarativos en la terminal, desde una tubería o por lotes."
        case .runAbstract: "Rellenar un formulario e imprimir las respuestas (un objeto JSON, o --format shell, env, yaml, lines)."
        case .runForm: "Un archivo de formulario o el nombre de un formulario (p. ej. login; `formline list` los muestra)."
        case .runOutput: "Escribir las respuestas en este archivo (comprobado antes; un archivo normal se reemplaza de forma atómica, con modo 0600 si el formulario tiene secretos; un dispositivo o FIFO se escribe en su sitio; '-': la salida estándar)."
        case .runResume: "Empezar desde el borrador más reciente del formulario (FORMLINE_DRAFT_DIR, si no ~/.local/state/formline/drafts)."
        case .checkAbstract: "Comprobar archivos de formulario e informar de cada problema como file:line:col."
        case .checkFiles: "Archivos de formulario que comprobar (rutas, nombres de formularios o carpetas)."
        case .checkFormat: "text, o json: un objeto con cada archivo y cada diagnóstico en la salida estándar (docs/json-output.md)."
        case .describeAbstract: "Explicar un formulario: sus campos en orden de foco con sus reglas, secciones y atajos."
        case .describeForm: "Un archivo de formulario o el nombre de un formulario (p. ej. signup; `formline list` los muestra)."
        case .newAbstract: "Escribir un formulario inicial comentado para editar."
        case .newName: "El nombre del formulario: letras, dígitos, '.', '_' y '-' (p. ej. new-task)."
        case .newOutput: "Dónde escribir el formulario (un archivo o una carpeta)."
        case .newForce: "Reemplazar el archivo si existe."
        case .importAbstract: "Escribir el formulario de formline que corresponde a un JSON Schema, para seguir editándolo."
        case .importSchema: "El archivo JSON Schema (JSON o YAML)."
        case .importOutput: "Dónde escribir el formulario (por defecto: la salida estándar; '-' es la salida estándar)."
        case .importForce: "Reemplazar --output si existe."
        case .fillAbstract: "Pasar muchos registros por la validación de un formulario; escribir los válidos como JSON Lines."
        case .listAbstract: "Listar los formularios que se pueden ejecutar por nombre, con su título y dónde se encontró cada uno."
        case .formatTextOrJSON: "text, o json (docs/json-output.md)."
        case .testAbstract: "Ejecutar los escenarios de un formulario (*.test.yaml) e informar de cada fallo como file:line:col."
        case .testPaths: "Archivos de escenario, archivos de formulario o carpetas (por defecto: ./forms)."
        case .draftsAbstract: "Listar o borrar los borradores guardados para `formline run FORM --resume`."
        case .draftsListAbstract: "Listar los borradores, el más reciente primero: el formulario, cuándo, cuántas respuestas, qué campos volver a escribir."
        case .draftsRemoveAbstract: "Borrar los borradores de los formularios nombrados (un nombre o una ruta, como en `run`), o todos con --all."
        case .draftsRemoveForms: "Formularios cuyos borradores borrar: nombres, rutas de formularios o archivos de borrador."
        case .draftsRemoveAll: "Borrar todos los borradores."
        case .mcpAbstract: "Servir los formularios de la ruta de búsqueda a clientes MCP (agentes de IA) por la entrada y la salida estándar."
        case .trustAbstract: "Permitir que un formulario ejecute las órdenes que nombran sus comprobaciones (hasta que cambie el archivo)."
        case .trustForm: "Un archivo de formulario o el nombre de un formulario."
        case .trustList: "Listar los formularios de confianza (ruta y SHA-256)."
        case .trustRemove: "Retirar la confianza al formulario en vez de dársela."
        case .describeFormat: "text; json: los campos en orden de foco como datos; json-schema: un JSON Schema (2020-12) del objeto de respuestas (docs/json-output.md)."
        case .describeLang: "El idioma de los textos propios del formulario (título, etiquetas, ayuda, etiquetas de las opciones): uno de {tags}. Por defecto: el idioma de LANGUAGE, LC_ALL, LC_MESSAGES, LANG. Los identificadores, los valores y las claves JSON nunca cambian."
        case .formlineDiscussion: """
            Los formularios son archivos YAML (véase forms/ y docs/form-format.md) o JSON Schemas de un objeto \
            (docs/json-schema.md). Un argumento FORM es una ruta o un nombre que se busca como NAME.yaml (o .json) \
            en ./forms, $FORMLINE_PATH, ~/.config/formline/forms y /usr/local/share, /usr/share (formline/forms); \
            `formline list` los muestra.

            Códigos de salida: {success} hecho, {rejected} registros rechazados (fill) o escenarios fallidos \
            (test), {cancelled} cancelado, {usage} uso incorrecto, {dataError} las respuestas no pudieron completar \
            el formulario, {noInput} falta un archivo, {ioError} falló la salida, {untrusted} el formulario ejecuta \
            comandos y no es de confianza (`formline trust FORM`, o --trust), {badForm} el archivo del formulario \
            tiene errores, {timedOut} se agotó el tiempo (run --timeout), {signals} interrumpido por \
            SIGINT/SIGTERM/SIGHUP.
            """
        case .runDiscussion: """
            En una terminal (la entrada estándar es un TTY) cada campo es un prompt de libedit, dibujado en la \
            salida de error para que la salida estándar lleve solo las respuestas: Tab/Ctrl-N y Shift-Tab/Ctrl-P \
            pasan de un campo a otro, Ctrl-T abre el selector de fechas y un resumen muestra las respuestas antes \
            de que Enter las envíe. Ctrl-D en una línea vacía cancela (código {cancelled}; las respuestas dadas \
            hasta entonces se guardan en un borrador y, si no hay ninguna, no se escribe nada); Ctrl-C, SIGTERM y \
            SIGHUP guardan un borrador de las respuestas dadas (nunca los secretos) y salen con {interrupted}, \
            {terminated} o {hangUp}; --resume lo vuelve a cargar. Un formulario enviado borra su borrador en cuanto \
            se escriben las respuestas; si no se pueden escribir, el borrador se conserva. Se aplican las líneas de \
            ~/.editrc (o $EDITRC) que empiezan por 'formline:'.

            Con la entrada estándar por una tubería (no una terminal), cada línea responde al campo que tiene el \
            foco: una línea vacía conserva el valor actual del campo (su valor por defecto), una línea vacía en una \
            lista termina la lista y, tras un paso de fecha, el foco vuelve al último campo que lo tuvo. Una línea \
            rechazada se informa en la salida de error con su número de línea; la línea siguiente responde al \
            campo que recupera el foco. FORMLINE_TODAY=YYYY-MM-DD fija la fecha de hoy.

            Desde un script, las respuestas pueden darse de antemano: --set ID=VALUE, --answers FILE (JSON o YAML, \
            como la propia salida de formline; '-' lee la entrada estándar) y las variables FORMLINE_ANSWER_<ID>, \
            en ese orden de prioridad. Se comprueban exactamente igual que las respuestas escritas; los campos \
            dados no se preguntan. --defaults toma los valores por defecto del resto; --no-input nunca pregunta ni \
            lee la entrada estándar y sale con {dataError} enumerando cada campo que aún falta (con --format json, \
            también como un objeto JSON en la salida estándar: las respuestas dadas hasta entonces, los campos que \
            faltan, las respuestas rechazadas; docs/json-output.md). --format shell|env|yaml|lines imprime las \
            respuestas para sh, dotenv, YAML o un valor por línea.

            Un formulario cuyas comprobaciones ejecutan comandos (`check:`, `checks:`) solo los ejecuta si es de \
            confianza (`formline trust FORM`, o --trust para esta ejecución); si no, run sale con 77 antes de la \
            primera pregunta y los enumera. --no-checks los omite y lo indica.
            """
        case .checkDiscussion: """
            Cada problema se imprime en la salida de error como 'archivo:línea:col: error: mensaje' con la línea \
            de origen, un circunflejo bajo la columna y a menudo una pista; en una sola ejecución se informa de \
            todos los problemas de todos los archivos. Una carpeta equivale a los archivos .yaml y .yml que \
            contiene (no a los archivos de escenarios, *.test.yaml, que lee `formline test`).

            Sale con 0 si todos los archivos se pueden usar (se permiten avisos), 78 si algún archivo tiene \
            errores, 66 si falta un archivo o no se puede leer (y ninguno tiene errores), 64 si un archivo es un \
            archivo de escenarios (y nada de lo anterior): esos los comprueba `formline test`.
            """
        case .describeDiscussion: """
            Los encabezados van en negrita cuando la salida estándar es una terminal, salvo que NO_COLOR esté \
            definida o TERM no esté definida o valga dumb (como en los prompts de run). Un formulario con errores no \
            se describe; sus errores se imprimen como lo hace check.
            """
        case .newDiscussion: """
            Escribe NAME.yaml, o forms/NAME.yaml si aquí hay una carpeta forms/, o la ruta de --output (una carpeta \
            recibe NAME.yaml dentro) y, a su lado, NAME.test.yaml: escenarios iniciales que ejecuta \
            `formline test`. Un archivo existente no se toca salvo con --force. Las primeras líneas de los archivos \
            indican a los editores schema/formline.schema.json y schema/formline-test.schema.json.
            """
        case .importDiscussion: """
            Lee un JSON Schema (2020-12 o draft-07: el de un modelo de pydantic, el inputSchema de una herramienta \
            MCP, el del cuerpo de una petición OpenAPI) y escribe el formulario equivalente en YAML, con \
            comentarios donde la conversión eligió algo (docs/json-schema.md). Lo que no se puede convertir se \
            imprime en la salida de error con su JSON Pointer y su línea, como lo imprime `check`, y se enumera al \
            final del formulario. Un esquema que no se puede usar (un ciclo de $ref en una propiedad obligatoria, \
            una raíz que no es un objeto, JSON no válido) no escribe nada y sale con 78. No hace falta importar un \
            esquema para rellenarlo: `formline run SCHEMA.json` lo ejecuta tal cual e imprime las respuestas con la \
            forma propia del esquema; ejecutado desde el YAML importado, las respuestas son planas (`id: value`). \
            El formulario va a la salida estándar o a --output, escrito entero (un archivo temporal que se renombra \
            en su sitio); un archivo existente nunca se reemplaza salvo con --force.
            """
        case .fillDiscussion: """
            Cada registro (un objeto JSON por línea, o una fila CSV bajo una cabecera de ids de campos) se comprueba \
            exactamente como el envío del formulario comprueba las respuestas: tipos, reglas, condiciones 'when', \
            palabras de fecha, valores por defecto de los campos omitidos. Los registros válidos se escriben como \
            JSON Lines con los valores normalizados en el orden del formulario; los rechazados como \
            {"line":N,"field":ID,"message":...} (nunca los valores). Cada registro va exactamente a uno de los dos. \
            Un resumen va a la salida de error.

            Un formulario cuyas comprobaciones ejecutan comandos los ejecuta para cada registro, después de las \
            reglas, como al enviar: solo si es de confianza (`formline trust FORM`, o --trust); si no, fill sale \
            con 77 antes de leer ningún registro; --no-checks los omite y lo indica.

            Código de salida: {success} todos aceptados, {rejected} algunos rechazados, {dataError}/{noInput} \
            entrada inutilizable o ausente, {untrusted} el formulario ejecuta comandos y no es de confianza.
            """
        case .listDiscussion: "Un nombre de FORM se busca en ./forms, luego en cada carpeta de $FORMLINE_PATH (separadas por dos "
            + "puntos), luego en $XDG_CONFIG_HOME/formline/forms (por defecto ~/.config/formline/forms), luego en "
            + "DIR/formline/forms para cada DIR de $XDG_DATA_DIRS (por defecto /usr/local/share:/usr/share). Gana la "
            + "primera carpeta que contiene NAME.yaml; un formulario oculto por otro anterior del mismo nombre aparece "
            + "como shadowed. --format json imprime {\"version\":1,\"folders\":[...],\"forms\":[...]} (véase docs/json-output.md)."
        case .testDiscussion: """
            Un archivo de escenarios nombra un formulario (por defecto, aquel cuyo nombre lleva, a su lado: \
            login.test.yaml prueba login.yaml) y enumera escenarios: las líneas que se pasan a `formline run`, las \
            respuestas dadas de antemano (set, answers, environment, defaults, noInput), 'today' y lo que debe \
            resultar (estado, respuestas, mensajes en campos, los campos preguntados, salida, informes). Cada uno se \
            ejecuta dentro del mismo proceso exactamente como `formline run` con la entrada por una tubería. Véase \
            docs/form-tests.md.

            PATH es un archivo de escenarios, un archivo de formulario (con su archivo de escenarios al lado) o una \
            carpeta (sus archivos *.test.yaml); sin PATH se usa ./forms. Los resultados van a la salida estándar: \
            cada diferencia como 'file:line:col: error: scenario NAME: …', una línea por archivo y después \
            'N passed, N failed'.

            Un formulario cuyas comprobaciones ejecutan comandos: las `replies:` de un escenario responden por ellos \
            sin ejecutarlos; un escenario que ejecutaría los demás (o leería un archivo fuera de la carpeta del \
            formulario) solo se ejecuta si usted confía en el formulario (`formline trust FORM`, o --trust para esta \
            ejecución). Un archivo de escenarios no puede otorgar confianza: `trust: true` solo dice que el \
            escenario la necesita. Si no, el escenario no se ejecuta: se enumera con lo que ejecutaría y leería, y \
            `formline test` sale con 77, como lo haría `run`.

            Sale con 0 si todos los escenarios pasaron, 1 si alguno falló, 77 si hubo escenarios sin ejecutar por \
            falta de confianza, 78 si un archivo de escenarios o su formulario tiene errores, 66 si falta un PATH.
            """
        case .draftsDiscussion: "Se guarda un borrador cuando una ejecución se detiene antes de escribir sus respuestas (Ctrl-C, "
            + "Ctrl-D con respuestas dadas, una señal, una terminal cerrada, una salida que falló). Los borradores nunca "
            + "contienen secretos: al reanudar se vuelven a pedir. Los borradores están en $FORMLINE_DRAFT_DIR, si no en "
            + "$XDG_STATE_HOME/formline/drafts, si no en ~/.local/state/formline/drafts."
        case .draftsListDiscussion: "--format json imprime {\"version\":1,\"folder\":…,\"drafts\":[…]} (véase docs/json-output.md)."
        case .draftsRemoveDiscussion: "Un FORM también puede ser un archivo de borrador que `formline drafts` enumera (para un formulario "
            + "que llegó por una tubería). Solo se borran borradores, nunca otro archivo de la carpeta de borradores."
        case .mcpDiscussion: """
            Herramientas: list_forms, describe_form, fill_form. Rellenar comprueba las respuestas dadas como lo hace \
            `run --answers`; con un cliente que admite elicitación, los campos que aún faltan se preguntan a la \
            persona ronda a ronda. Los secretos nunca se piden ni se devuelven: defina FORMLINE_ANSWER_<ID> en el \
            entorno del servidor o pase answersFile. El servidor es el programa formline-mcp instalado junto a \
            formline (README, "For programs and agents").
            """
        case .trustDiscussion: """
            Un formulario cuyas comprobaciones ejecutan comandos solo los ejecuta si es de confianza, como el \
            --trust de copier y el allow de direnv: `formline trust FORM` guarda la ruta canónica del archivo del \
            formulario y el SHA-256 de su texto en $FORMLINE_TRUST_DIR/trusted-forms.json (si no, \
            $XDG_STATE_HOME/formline, si no, ~/.local/state/formline; una carpeta propia, el archivo con modo \
            0600). Cambiar el archivo del formulario (no los programas que nombra) obliga a confiar en él de nuevo. \
            El comando imprime los comandos en los que confía. Un formulario que no es de confianza sale con 77 \
            antes de la primera pregunta y enumera sus comandos; `run --trust` los ejecuta una vez, `--no-checks` \
            los omite.

            Códigos de salida: 0 hecho, 64 uso incorrecto, 66 falta un archivo, 74 no se pudo escribir el registro, \
            78 el archivo del formulario tiene errores.
            """
        case .scriptsTitle: "Para scripts"
        case .commandsTitle: "Comandos"
        case .setHelp: "Responder un campo de antemano: --set ID=VALUE (repetible; en un campo de lista cada --set añade una fila). "
            + "Se comprueba exactamente como una respuesta escrita. Prevalece sobre --answers y FORMLINE_ANSWER_<ID>."
        case .answersHelp: "Responder campos a partir de un mapa JSON o YAML de ids de campos a respuestas (como la propia salida JSON "
            + "de formline); '-' lo lee de la entrada estándar. Prevalece sobre FORMLINE_ANSWER_<ID>."
        case .defaultsHelp: "Aceptar sin preguntar el valor por defecto de cada campo sin responder (o ninguna respuesta, en un campo opcional)."
        case .noInputHelp: "No preguntar nunca ni leer la entrada estándar: tomar los valores por defecto; si algún campo aún necesita "
            + "respuesta, salir con {dataError} enumerándolos todos (--format json: además un objeto JSON con lo que falta en la salida estándar)."
        case .answerFormatHelp: "Cómo imprimir las respuestas (por defecto: json)."
        case .prefixHelp: "Poner esto delante de cada nombre de variable de --format shell o env (p. ej. FORM_)."
        case .timeoutHelp: "En una terminal: si no llega ninguna tecla durante estos segundos, tomar los valores por defecto y enviar si "
            + "el formulario es entonces válido; si no, guardar un borrador y salir con {timedOut}. Se ignora, con un aviso, cuando las respuestas llegan por una tubería."
        case .accessibleHelp: "En una terminal: una línea autónoma por prompt, sin redibujar, sin colores ni secuencias de escape (para "
            + "lectores de pantalla y líneas braille). Se ignora, con un aviso, cuando las respuestas llegan por una tubería."
        case .accessibleDiscussion: "También se activa con ACCESSIBLE=1 (cualquier valor salvo vacío, 0 o false)."
        case .trustOnceHelp: "Ejecutar los comandos del formulario (comprobaciones) esta vez, sin `formline trust FORM`."
        case .noChecksHelp: "No ejecutar los comandos del formulario: sus comprobaciones se omiten, y un aviso lo indica."
        case .fillInput: "Leer los registros de este archivo en lugar de la entrada estándar ('-': la entrada estándar)."
        case .fillFormat: "jsonl o csv (por defecto: csv para un archivo de entrada .csv, si no jsonl)."
        case .fillOutput: "Escribir los registros válidos en este archivo (de forma atómica; modo 0600 si el formulario tiene secretos; '-': la salida estándar)."
        case .fillRejects: "Escribir los registros rechazados en este archivo en lugar de la salida de error."
        case .fillJobs: "Rellenar JSON Lines de un archivo normal de N fragmentos a la vez, en hasta N núcleos (por defecto: el número de núcleos; tuberías y CSV: 1)."
        case .fillJobsDiscussion: "La salida, los números de línea de los rechazos y el resumen son los mismos para cualquier N. "
            + "Nunca se ejecutan más hilos que núcleos o fragmentos de la entrada (de unos 256 KiB cada uno), así que un N mayor no cuesta nada."
        case .fillFirstLine: "Numerar como N la primera línea de la entrada (la entrada es un fragmento que empieza en la línea N de una entrada mayor; N ≤ 2^53 - 1)."
        }
    }
}

extension HelpWord {
    public static func germanText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "Deklarative Formulare im Terminal, aus einer Pipe oder stapelweise ausfüllen."
        case .runAbstract: "Ein Formular ausfüllen und die Antworten ausgeben (ein JSON-Objekt, oder --format shell, env, yaml, lines)."
        case .runForm: "Eine Formulardatei oder der Name eines Formulars (z. B. login; `formline list` zeigt sie)."
        case .runOutput: "Die Antworten in diese Datei schreiben (vorher geprüft; eine normale Datei wird atomar ersetzt, mit Modus 0600, wenn das Formular Geheimnisse hat; ein Gerät oder FIFO wird direkt beschrieben; '-': Standardausgabe)."
        case .runResume: "Mit dem neuesten Entwurf des Formulars beginnen (FORMLINE_DRAFT_DIR, sonst ~/.local/state/formline/drafts)."
        case .checkAbstract: "Formulardateien prüfen und jedes Problem als file:line:col melden."
        case .checkFiles: "Zu prüfende Formulardateien (Pfade, Formularnamen oder Ordner)."
        case .checkFormat: "text, oder json: ein Objekt mit jeder Datei und jeder Meldung auf der Standardausgabe (docs/json-output.md)."
        case .describeAbstract: "Ein Formular erklären: seine Felder in Fokusreihenfolge mit ihren Regeln, Abschnitten und Tastenkürzeln."
        case .describeForm: "Eine Formulardatei oder der Name eines Formulars (z. B. signup; `formline list` zeigt sie)."
        case .newAbstract: "Ein kommentiertes Startformular zum Bearbeiten schreiben."
        case .newName: "Der Name des Formulars: Buchstaben, Ziffern, '.', '_' und '-' (z. B. new-task)."
        case .newOutput: "Wohin das Formular geschrieben wird (eine Datei oder ein Ordner)."
        case .newForce: "Die Datei ersetzen, wenn es sie gibt."
        case .importAbstract: "Das formline-Formular schreiben, auf das ein JSON Schema abgebildet wird, zum Weiterbearbeiten."
        case .importSchema: "Die JSON-Schema-Datei (JSON oder YAML)."
        case .importOutput: "Wohin das Formular geschrieben wird (Vorgabe: Standardausgabe; '-' ist die Standardausgabe)."
        case .importForce: "--output ersetzen, wenn es die Datei gibt."
        case .fillAbstract: "Viele Datensätze durch die Prüfung eines Formulars schicken; die gültigen als JSON Lines schreiben."
        case .listAbstract: "Die Formulare auflisten, die sich per Namen ausführen lassen, mit Titel und Fundort."
        case .formatTextOrJSON: "text, oder json (docs/json-output.md)."
        case .testAbstract: "Die Szenarien eines Formulars (*.test.yaml) ausführen und jeden Fehlschlag als file:line:col melden."
        case .testPaths: "Szenariodateien, Formulardateien oder Ordner (Vorgabe: ./forms)."
        case .draftsAbstract: "Die für `formline run FORM --resume` aufbewahrten Entwürfe auflisten oder löschen."
        case .draftsListAbstract: "Die Entwürfe auflisten, neueste zuerst: das Formular, wann, wie viele Antworten, welche Felder neu einzugeben sind."
        case .draftsRemoveAbstract: "Die Entwürfe der genannten Formulare löschen (ein Name oder ein Pfad, wie bei `run`), oder mit --all jeden Entwurf."
        case .draftsRemoveForms: "Formulare, deren Entwürfe gelöscht werden: Namen, Formularpfade oder Entwurfsdateien."
        case .draftsRemoveAll: "Jeden Entwurf löschen."
        case .mcpAbstract: "Die Formulare des Suchpfads MCP-Clients (KI-Agenten) über Standardein- und -ausgabe anbieten."
        case .trustAbstract: "Einem Formular erlauben, die Befehle seiner Prüfungen auszuführen (bis sich die Formulardatei ändert)."
        case .trustForm: "Eine Formulardatei oder der Name eines Formulars."
        case .trustList: "Die vertrauten Formulare auflisten (Pfad und SHA-256)."
        case .trustRemove: "Dem Formular nicht mehr vertrauen, statt ihm zu vertrauen."
        case .describeFormat: "text; json: die Felder in Fokusreihenfolge als Daten; json-schema: ein JSON Schema (2020-12) des Antwortobjekts (docs/json-output.md)."
        case .describeLang: "Die Sprache der eigenen Texte des Formulars (Titel, Beschriftungen, Hilfe, Beschriftungen der Auswahlen): eine von {tags}. Vorgabe: die Sprache aus LANGUAGE, LC_ALL, LC_MESSAGES, LANG. IDs, Werte und JSON-Schlüssel ändern sich nie."
        case .formlineDiscussion: """
            Formulare sind YAML-Dateien (siehe forms/ und docs/form-format.md) oder JSON Schemas eines Objekts \
            (docs/json-schema.md). Ein FORM-Argument ist ein Pfad oder ein Name, der als NAME.yaml (oder .json) \
            in ./forms, $FORMLINE_PATH, ~/.config/formline/forms und /usr/local/share, /usr/share (formline/forms) \
            gesucht wird; `formline list` zeigt sie.

            Exit-Status: {success} erledigt, {rejected} Datensätze abgelehnt (fill) oder Szenarien fehlgeschlagen \
            (test), {cancelled} abgebrochen, {usage} falscher Aufruf, {dataError} die Antworten konnten das Formular \
            nicht vervollständigen, {noInput} Datei fehlt, {ioError} Ausgabe fehlgeschlagen, {untrusted} das Formular \
            führt Befehle aus und ihm wird nicht vertraut (`formline trust FORM`, oder --trust), {badForm} die \
            Formulardatei hat Fehler, {timedOut} Zeit abgelaufen (run --timeout), {signals} durch \
            SIGINT/SIGTERM/SIGHUP unterbrochen.
            """
        case .runDiscussion: """
            Am Terminal (die Standardeingabe ist ein TTY) ist jedes Feld eine libedit-Eingabezeile, gezeichnet auf \
            der Standardfehlerausgabe, damit die Standardausgabe nur die Antworten enthält: Tab/Ctrl-N und \
            Shift-Tab/Ctrl-P wechseln zwischen den Feldern, Ctrl-T öffnet die Datumsauswahl, eine Übersicht zeigt \
            die Antworten, bevor Enter sie absendet. Ctrl-D in einer leeren Zeile bricht ab (Exit-Status {cancelled}; \
            bis dahin gegebene Antworten bleiben in einem Entwurf, ohne Antworten wird nichts geschrieben); Ctrl-C, \
            SIGTERM und SIGHUP speichern einen Entwurf der bisherigen Antworten (nie Geheimnisse) und beenden mit \
            {interrupted}, {terminated} oder {hangUp}; --resume lädt ihn wieder. Ein abgesendetes Formular löscht \
            seinen Entwurf, sobald die Antworten geschrieben sind; lassen sie sich nicht schreiben, bleibt der \
            Entwurf erhalten. Zeilen in ~/.editrc (oder $EDITRC), die mit 'formline:' beginnen, gelten.

            Kommt die Standardeingabe aus einer Pipe (kein Terminal), beantwortet jede Zeile das Feld im Fokus: \
            eine leere Zeile behält den aktuellen Wert des Felds (seine Vorgabe), eine leere Zeile in einer Liste \
            beendet die Liste, und nach einem Datumsschritt kehrt der Fokus zum zuletzt fokussierten Feld zurück. \
            Eine abgelehnte Zeile wird mit ihrer Zeilennummer auf der Standardfehlerausgabe gemeldet; die nächste \
            Zeile beantwortet das erneut fokussierte Feld. FORMLINE_TODAY=YYYY-MM-DD legt das heutige Datum fest.

            Aus einem Skript lassen sich Antworten vorab angeben: --set ID=VALUE, --answers FILE (JSON oder YAML, \
            etwa die eigene Ausgabe von formline; '-' liest die Standardeingabe) und Variablen \
            FORMLINE_ANSWER_<ID>, in dieser Rangfolge. Sie werden genau wie getippte Antworten geprüft; \
            angegebene Felder werden nicht abgefragt. --defaults übernimmt für die übrigen die Vorgaben; \
            --no-input fragt nie, liest nie die Standardeingabe und beendet mit {dataError}, wobei jedes noch \
            fehlende Feld aufgeführt wird (mit --format json zusätzlich als ein JSON-Objekt auf der \
            Standardausgabe: die bisherigen Antworten, die fehlenden Felder, die abgelehnten Antworten; \
            docs/json-output.md). --format shell|env|yaml|lines gibt die Antworten für sh, dotenv, YAML oder als \
            einen Wert pro Zeile aus.

            Ein Formular, dessen Prüfungen Befehle ausführen (`check:`, `checks:`), führt sie nur aus, wenn ihm \
            vertraut wird (`formline trust FORM`, oder --trust für diesen Lauf); sonst beendet run vor der ersten \
            Frage mit 77 und führt sie auf. --no-checks überspringt sie und weist darauf hin.
            """
        case .checkDiscussion: """
            Jedes Problem erscheint auf der Standardfehlerausgabe als 'Datei:Zeile:Spalte: Fehler: Meldung' mit \
            der Quellzeile, einem Zirkumflex unter der Spalte und oft einem Hinweis; jedes Problem jeder Datei wird \
            in einem Durchlauf gemeldet. Ein Ordner steht für die .yaml- und .yml-Dateien darin (nicht für die \
            Szenariodateien, *.test.yaml, die `formline test` liest).

            Beendet mit 0, wenn jede Datei verwendbar ist (Warnungen erlaubt), mit 78, wenn eine Datei Fehler hat, \
            mit 66, wenn eine Datei fehlt oder nicht lesbar ist (und keine Fehler hat), mit 64, wenn eine Datei \
            eine Szenariodatei ist (und nichts davon zutrifft): diese prüft `formline test`.
            """
        case .describeDiscussion: """
            Überschriften sind fett, wenn die Standardausgabe ein Terminal ist, außer NO_COLOR ist gesetzt oder \
            TERM ist nicht gesetzt oder dumb (wie bei den Eingabezeilen von run). Ein Formular mit Fehlern wird \
            nicht beschrieben; seine Fehler werden wie von check ausgegeben.
            """
        case .newDiscussion: """
            Schreibt NAME.yaml, oder forms/NAME.yaml, wenn es hier einen Ordner forms/ gibt, oder den Pfad aus \
            --output (ein Ordner erhält NAME.yaml darin), und daneben NAME.test.yaml: Startszenarien, die \
            `formline test` ausführt. Eine vorhandene Datei bleibt unangetastet, außer mit --force. Die ersten \
            Zeilen der Dateien verweisen Editoren auf schema/formline.schema.json und \
            schema/formline-test.schema.json.
            """
        case .importDiscussion: """
            Liest ein JSON Schema (2020-12 oder draft-07: das eines pydantic-Modells, das inputSchema eines \
            MCP-Werkzeugs, das eines OpenAPI-Request-Bodys) und schreibt das entsprechende Formular als YAML, mit \
            Kommentaren, wo die Abbildung eine Wahl getroffen hat (docs/json-schema.md). Was sich nicht abbilden \
            lässt, erscheint auf der Standardfehlerausgabe mit seinem JSON Pointer und seiner Zeile, so wie `check` \
            es ausgibt, und wird am Ende des Formulars aufgeführt. Ein unbrauchbares Schema (ein $ref-Zyklus bei \
            einer Pflichteigenschaft, eine oberste Ebene, die kein Objekt ist, ungültiges JSON) schreibt nichts und \
            beendet mit 78. Um ein Schema auszufüllen, muss man es nicht importieren: `formline run SCHEMA.json` \
            führt es so aus, wie es ist, und gibt die Antworten in der Gestalt des Schemas aus; aus dem \
            importierten YAML ausgeführt, sind die Antworten flach (`id: value`). Das Formular geht auf die \
            Standardausgabe oder nach --output und wird im Ganzen geschrieben (eine temporäre Datei, die an ihren \
            Platz umbenannt wird); eine vorhandene Datei wird nie ersetzt, außer mit --force.
            """
        case .fillDiscussion: """
            Jeder Datensatz (ein JSON-Objekt pro Zeile oder eine CSV-Zeile unter einer Kopfzeile aus Feld-IDs) wird \
            genau so geprüft, wie das Absenden des Formulars Antworten prüft: Typen, Regeln, 'when'-Bedingungen, \
            Datumswörter, Vorgaben für weggelassene Felder. Gültige Datensätze werden als JSON Lines mit \
            normalisierten Werten in Formularreihenfolge geschrieben, abgelehnte als \
            {"line":N,"field":ID,"message":...} (nie die Werte). Jeder Datensatz landet in genau einem von beiden. \
            Eine Zusammenfassung geht auf die Standardfehlerausgabe.

            Ein Formular, dessen Prüfungen Befehle ausführen, führt sie für jeden Datensatz nach den Regeln aus, \
            wie beim Absenden: nur wenn ihm vertraut wird (`formline trust FORM`, oder --trust), sonst beendet \
            fill mit 77, bevor ein Datensatz gelesen wird; --no-checks überspringt sie und weist darauf hin.

            Exit-Status: {success} alle angenommen, {rejected} einige abgelehnt, {dataError}/{noInput} unbrauchbare \
            oder fehlende Eingabe, {untrusted} das Formular führt Befehle aus und ihm wird nicht vertraut.
            """
        case .listDiscussion: "Ein FORM-Name wird in ./forms gesucht, dann in jedem Ordner von $FORMLINE_PATH (durch Doppelpunkte "
            + "getrennt), dann in $XDG_CONFIG_HOME/formline/forms (Vorgabe ~/.config/formline/forms), dann in "
            + "DIR/formline/forms für jedes DIR von $XDG_DATA_DIRS (Vorgabe /usr/local/share:/usr/share). Der erste "
            + "Ordner mit NAME.yaml gewinnt; ein Formular, das von einem früheren gleichen "
            + "Namens verdeckt wird, wird mit „shadowed“ aufgeführt. --format json gibt {\"version\":1,\"folders\":[...],\"forms\":[...]} aus "
            + "(siehe docs/json-output.md)."
        case .testDiscussion: """
            Eine Szenariodatei nennt ein Formular (Vorgabe: das Formular, nach dem sie benannt ist, daneben: \
            login.test.yaml testet login.yaml) und führt Szenarien auf: die an `formline run` geleiteten Zeilen, \
            vorab gegebene Antworten (set, answers, environment, defaults, noInput), 'today' und was folgen muss \
            (Status, Antworten, Meldungen an Feldern, die abgefragten Felder, Ausgabe, Berichte). Jedes läuft im \
            selben Prozess durch genau das, was `formline run` mit Eingaben aus einer Pipe tut. Siehe \
            docs/form-tests.md.

            PATH ist eine Szenariodatei, eine Formulardatei (mit ihrer Szenariodatei daneben) oder ein Ordner \
            (seine *.test.yaml-Dateien); ohne PATH gilt ./forms. Die Ergebnisse gehen auf die Standardausgabe: \
            jede Abweichung als 'file:line:col: error: scenario NAME: …', eine Zeile pro Datei, dann \
            'N passed, N failed'.

            Ein Formular, dessen Prüfungen Befehle ausführen: die `replies:` eines Szenarios antworten offline an \
            ihrer Stelle; ein Szenario, das die übrigen ausführen würde (oder eine Datei außerhalb des \
            Formularordners lesen würde), läuft nur, wenn Sie dem Formular vertrauen (`formline trust FORM`, oder \
            --trust für diesen Lauf). Eine Szenariodatei kann kein Vertrauen gewähren: `trust: true` sagt nur, dass \
            das Szenario es braucht. Sonst wird das Szenario nicht ausgeführt: es wird mit dem aufgeführt, was es \
            ausführen und lesen würde, und `formline test` beendet mit 77, wie `run` es täte.

            Beendet mit 0, wenn jedes Szenario bestanden hat, mit 1, wenn eines fehlgeschlagen ist, mit 77, wenn \
            Szenarien mangels Vertrauen nicht ausgeführt wurden, mit 78, wenn eine Szenariodatei oder ihr Formular \
            Fehler hat, mit 66, wenn ein PATH fehlt.
            """
        case .draftsDiscussion: "Ein Entwurf wird aufbewahrt, wenn ein Lauf endet, bevor seine Antworten geschrieben sind (Ctrl-C, "
            + "Ctrl-D nach gegebenen Antworten, ein Signal, ein geschlossenes Terminal, eine fehlgeschlagene Ausgabe). "
            + "Entwürfe enthalten nie Geheimnisse: beim Fortsetzen werden sie erneut abgefragt. Entwürfe liegen in "
            + "$FORMLINE_DRAFT_DIR, sonst $XDG_STATE_HOME/formline/drafts, sonst ~/.local/state/formline/drafts."
        case .draftsListDiscussion: "--format json gibt {\"version\":1,\"folder\":…,\"drafts\":[…]} aus (siehe docs/json-output.md)."
        case .draftsRemoveDiscussion: "Ein FORM kann auch eine Entwurfsdatei sein, die `formline drafts` auflistet (für ein Formular, "
            + "das aus einer Pipe kam). Gelöscht werden nur Entwürfe, nie eine andere Datei im Entwurfsordner."
        case .mcpDiscussion: """
            Werkzeuge: list_forms, describe_form, fill_form. Das Ausfüllen prüft die gegebenen Antworten wie \
            `run --answers`; mit einem Client, der Elicitation unterstützt, werden die noch fehlenden Felder Runde \
            für Runde bei der Person erfragt. Geheimnisse werden nie erfragt oder zurückgegeben: setzen Sie \
            FORMLINE_ANSWER_<ID> in der Umgebung des Servers oder übergeben Sie answersFile. Der Server ist das \
            Programm formline-mcp, das neben formline installiert ist (README, "For programs and agents").
            """
        case .trustDiscussion: """
            Ein Formular, dessen Prüfungen Befehle ausführen, führt sie nur aus, wenn ihm vertraut wird, wie bei \
            --trust von copier und allow von direnv: `formline trust FORM` speichert den kanonischen Pfad der \
            Formulardatei und den SHA-256 ihres Texts in $FORMLINE_TRUST_DIR/trusted-forms.json (sonst \
            $XDG_STATE_HOME/formline, sonst ~/.local/state/formline; ein Ordner, der Ihnen gehört, die Datei mit \
            Modus 0600). Nach einer Änderung der Formulardatei (nicht der Programme, die sie nennt) muss ihr erneut \
            vertraut werden. Der Befehl gibt die Befehle aus, denen er vertraut. Ein Formular ohne Vertrauen \
            beendet vor der ersten Frage mit 77 und führt seine Befehle auf; `run --trust` führt sie einmal aus, \
            `--no-checks` überspringt sie.

            Exit-Status: 0 erledigt, 64 falscher Aufruf, 66 Datei fehlt, 74 der Eintrag ließ sich nicht schreiben, \
            78 die Formulardatei hat Fehler.
            """
        case .scriptsTitle: "Skripte"
        case .commandsTitle: "Befehle"
        case .setHelp: "Ein Feld vorab beantworten: --set ID=VALUE (wiederholbar; bei einem Listenfeld fügt jedes --set eine Zeile hinzu). "
            + "Genau wie eine getippte Antwort geprüft. Hat Vorrang vor --answers und FORMLINE_ANSWER_<ID>."
        case .answersHelp: "Felder aus einer JSON- oder YAML-Zuordnung von Feld-IDs zu Antworten beantworten (etwa der eigenen "
            + "JSON-Ausgabe von formline); '-' liest sie von der Standardeingabe. Hat Vorrang vor FORMLINE_ANSWER_<ID>."
        case .defaultsHelp: "Für jedes unbeantwortete Feld ohne Nachfrage die Vorgabe übernehmen (bei einem optionalen Feld: keine Antwort)."
        case .noInputHelp: "Nie fragen und nie die Standardeingabe lesen: Vorgaben übernehmen; braucht dann noch ein Feld eine Antwort, "
            + "mit {dataError} beenden und jedes solche aufführen (--format json: zusätzlich ein JSON-Objekt mit dem Fehlenden auf der Standardausgabe)."
        case .answerFormatHelp: "Wie die Antworten ausgegeben werden (Vorgabe: json)."
        case .prefixHelp: "Dies vor jeden Variablennamen von --format shell oder env setzen (z. B. FORM_)."
        case .timeoutHelp: "Am Terminal: Kommt so viele Sekunden lang keine Taste, die Vorgaben übernehmen und absenden, wenn das Formular "
            + "dann gültig ist, sonst einen Entwurf speichern und mit {timedOut} beenden. Mit einem Hinweis übergangen, wenn die Antworten aus einer Pipe kommen."
        case .accessibleHelp: "Am Terminal: eine in sich vollständige Zeile pro Eingabe, kein Neuzeichnen, keine Farben oder Escape-Sequenzen "
            + "(für Screenreader und Braillezeilen). Mit einem Hinweis übergangen, wenn die Antworten aus einer Pipe kommen."
        case .accessibleDiscussion: "Auch eingeschaltet mit ACCESSIBLE=1 (jeder Wert außer leer, 0 oder false)."
        case .trustOnceHelp: "Die Befehle des Formulars (Prüfungen) dieses eine Mal ohne `formline trust FORM` ausführen."
        case .noChecksHelp: "Die Befehle des Formulars nicht ausführen: ihre Prüfungen werden übersprungen, und ein Hinweis sagt das."
        case .fillInput: "Datensätze aus dieser Datei statt von der Standardeingabe lesen ('-': Standardeingabe)."
        case .fillFormat: "jsonl oder csv (Vorgabe: csv für eine .csv-Eingabedatei, sonst jsonl)."
        case .fillOutput: "Gültige Datensätze in diese Datei schreiben (atomar; Modus 0600, wenn das Formular Geheimnisse hat; '-': Standardausgabe)."
        case .fillRejects: "Abgelehnte Datensätze in diese Datei statt auf die Standardfehlerausgabe schreiben."
        case .fillJobs: "JSON Lines aus einer normalen Datei in N Stücken zugleich ausfüllen, auf bis zu N Kernen (Vorgabe: die Anzahl der Kerne; Pipes und CSV: 1)."
        case .fillJobsDiscussion: "Die Ausgabe, die Zeilennummern der Ablehnungen und die Zusammenfassung sind für jedes N gleich. "
            + "Es laufen nie mehr Threads, als es Kerne oder Stücke der Eingabe gibt (je etwa 256 KiB), ein größeres N kostet also nichts."
        case .fillFirstLine: "Die erste Zeile der Eingabe mit N nummerieren (die Eingabe ist ein Teilstück ab Zeile N einer größeren Eingabe; N ≤ 2^53 - 1)."
        }
    }
}

extension HelpWord {
    public static func frenchText(_ word: HelpWord) -> String {
        switch word {
        case .formlineAbstract: "Remplir des formulaires déclaratifs au terminal, depuis un tube ou par lots."
        case .runAbstract: "Remplir un formulaire et afficher les réponses (un objet JSON, ou --format shell, env, yaml, lines)."
        case .runForm: "Un fichier de formulaire, ou le nom d'un formulaire (par ex. login ; `formline list` les montre)."
        case .runOutput: "Écrire les réponses dans ce fichier (vérifié d'abord ; un fichier ordinaire est remplacé de façon atomique, en mode 0600 quand le formulaire a des secrets ; un périphérique ou une FIFO est écrit sur place ; '-' : la sortie standard)."
        case .runResume: "Partir du brouillon le plus récent du formulaire (FORMLINE_DRAFT_DIR, sinon ~/.local/state/formline/drafts)."
        case .checkAbstract: "Vérifier des fichiers de formulaire et signaler chaque problème en file:line:col."
        case .checkFiles: "Les fichiers de formulaire à vérifier (chemins, noms de formulaires ou dossiers)."
        case .checkFormat: "text, ou json : un objet avec chaque fichier et chaque diagnostic sur la sortie standard (docs/json-output.md)."
        case .describeAbstract: "Expliquer un formulaire : ses champs dans l'ordre du focus avec leurs règles, sections et raccourcis."
        case .describeForm: "Un fichier de formulaire, ou le nom d'un formulaire (par ex. signup ; `formline list` les montre)."
        case .newAbstract: "Écrire un formulaire de départ commenté à modifier."
        case .newName: "Le nom du formulaire : lettres, chiffres, '.', '_' et '-' (par ex. new-task)."
        case .newOutput: "Où écrire le formulaire (un fichier ou un dossier)."
        case .newForce: "Remplacer le fichier s'il existe."
        case .importAbstract: "Écrire le formulaire formline auquel correspond un JSON Schema, à modifier ensuite."
        case .importSchema: "Le fichier JSON Schema (JSON ou YAML)."
        case .importOutput: "Où écrire le formulaire (par défaut : la sortie standard ; '-' est la sortie standard)."
        case .importForce: "Remplacer --output s'il existe."
        case .fillAbstract: "Faire passer de nombreux enregistrements par la validation d'un formulaire ; écrire les valides en JSON Lines."
        case .listAbstract: "Lister les formulaires qu'on peut lancer par leur nom, avec leur titre et l'endroit où chacun a été trouvé."
        case .formatTextOrJSON: "text, ou json (docs/json-output.md)."
        case .testAbstract: "Exécuter les scénarios d'un formulaire (*.test.yaml) et signaler chaque échec en file:line:col."
        case .testPaths: "Fichiers de scénario, fichiers de formulaire ou dossiers (par défaut : ./forms)."
        case .draftsAbstract: "Lister ou supprimer les brouillons gardés pour `formline run FORM --resume`."
        case .draftsListAbstract: "Lister les brouillons, du plus récent au plus ancien : le formulaire, la date, le nombre de réponses, les champs à retaper."
        case .draftsRemoveAbstract: "Supprimer les brouillons des formulaires nommés (un nom ou un chemin, comme pour `run`), ou tous les brouillons avec --all."
        case .draftsRemoveForms: "Les formulaires dont supprimer les brouillons : noms, chemins de formulaires ou fichiers de brouillon."
        case .draftsRemoveAll: "Supprimer tous les brouillons."
        case .mcpAbstract: "Servir les formulaires du chemin de recherche aux clients MCP (agents d'IA) sur l'entrée et la sortie standard."
        case .trustAbstract: "Permettre à un formulaire de lancer les commandes nommées par ses vérifications (jusqu'à ce que le fichier change)."
        case .trustForm: "Un fichier de formulaire, ou le nom d'un formulaire."
        case .trustList: "Lister les formulaires de confiance (chemin et SHA-256)."
        case .trustRemove: "Retirer sa confiance au formulaire au lieu de la lui donner."
        case .describeFormat: "text ; json : les champs dans l'ordre du focus, en données ; json-schema : un JSON Schema (2020-12) de l'objet des réponses (docs/json-output.md)."
        case .describeLang: "La langue des textes propres au formulaire (titre, libellés, aide, libellés des choix) : l'une de {tags}. Par défaut : la langue de LANGUAGE, LC_ALL, LC_MESSAGES, LANG. Les identifiants, les valeurs et les clés JSON ne changent jamais."
        case .formlineDiscussion: """
            Les formulaires sont des fichiers YAML (voir forms/ et docs/form-format.md), ou des JSON Schemas d'un \
            objet (docs/json-schema.md). Un argument FORM est un chemin, ou un nom cherché sous la forme NAME.yaml \
            (ou .json) dans ./forms, $FORMLINE_PATH, ~/.config/formline/forms et /usr/local/share, /usr/share \
            (formline/forms) ; `formline list` les montre.

            Codes de sortie : {success} terminé, {rejected} enregistrements refusés (fill) ou scénarios en échec \
            (test), {cancelled} annulé, {usage} mauvaise utilisation, {dataError} les réponses n'ont pas pu \
            compléter le formulaire, {noInput} fichier manquant, {ioError} échec de l'écriture en sortie, \
            {untrusted} le formulaire lance des commandes et n'est pas approuvé (`formline trust FORM`, ou \
            --trust), {badForm} le fichier de formulaire contient des erreurs, {timedOut} délai dépassé \
            (run --timeout), {signals} interrompu par SIGINT/SIGTERM/SIGHUP.
            """
        case .runDiscussion: """
            Au terminal (entrée standard sur un TTY), chaque champ est une invite libedit, dessinée sur la sortie \
            d'erreur pour que la sortie standard ne porte que les réponses : Tab/Ctrl-N et Shift-Tab/Ctrl-P passent \
            d'un champ à l'autre, Ctrl-T ouvre le sélecteur de date, un récapitulatif liste les réponses avant \
            qu'Entrée ne les envoie. Ctrl-D sur une ligne vide annule (code {cancelled} ; les réponses déjà données \
            sont gardées dans un brouillon, et sans réponse rien n'est écrit) ; Ctrl-C, SIGTERM et SIGHUP \
            enregistrent un brouillon des réponses données jusque-là (jamais les secrets) et sortent avec \
            {interrupted}, {terminated} ou {hangUp} ; --resume le recharge. Un formulaire envoyé supprime son \
            brouillon une fois les réponses écrites ; si elles ne peuvent pas être écrites, le brouillon est gardé. \
            Les lignes de ~/.editrc (ou $EDITRC) qui commencent par 'formline:' s'appliquent.

            Quand l'entrée standard vient d'un tube (pas d'un terminal), chaque ligne répond au champ qui a le \
            focus : une ligne vide garde la valeur actuelle du champ (sa valeur par défaut), une ligne vide dans \
            une liste termine la liste, et après une étape de date le focus revient au dernier champ qui l'avait. \
            Une ligne refusée est signalée sur la sortie d'erreur avec son numéro de ligne ; la ligne suivante \
            répond au champ qui reprend le focus. FORMLINE_TODAY=YYYY-MM-DD fixe la date du jour.

            Depuis un script, les réponses peuvent être données d'avance : --set ID=VALUE, --answers FILE (JSON ou \
            YAML, comme la sortie de formline elle-même ; '-' lit l'entrée standard) et les variables \
            FORMLINE_ANSWER_<ID>, dans cet ordre de priorité. Elles sont vérifiées exactement comme des réponses \
            tapées ; les champs donnés ne sont pas demandés. --defaults prend les valeurs par défaut des autres ; \
            --no-input ne demande jamais rien, ne lit jamais l'entrée standard et sort avec {dataError} en listant \
            chaque champ encore manquant (avec --format json, aussi sous forme d'un objet JSON sur la sortie \
            standard : les réponses déjà données, les champs manquants, les réponses refusées ; \
            docs/json-output.md). --format shell|env|yaml|lines affiche les réponses pour sh, dotenv, YAML ou une \
            valeur par ligne.

            Un formulaire dont les vérifications lancent des commandes (`check:`, `checks:`) ne les lance que s'il \
            est approuvé (`formline trust FORM`, ou --trust pour cette exécution) ; sinon run sort avec 77 avant la \
            première question, en les listant. --no-checks les saute et le signale.
            """
        case .checkDiscussion: """
            Chaque problème est affiché sur la sortie d'erreur sous la forme 'fichier:ligne:col: erreur: message' \
            avec la ligne source, un accent circonflexe sous la colonne et souvent un conseil ; tous les problèmes \
            de tous les fichiers sont signalés en une seule exécution. Un dossier vaut pour les fichiers .yaml et \
            .yml qu'il contient (pas les fichiers de scénarios, *.test.yaml, que lit `formline test`).

            Sort avec 0 quand chaque fichier est utilisable (avertissements permis), 78 quand un fichier contient \
            des erreurs, 66 quand un fichier manque ou est illisible (et qu'aucun ne contient d'erreurs), 64 quand \
            un fichier est un fichier de scénarios (et rien de ce qui précède) : c'est `formline test` qui les \
            vérifie.
            """
        case .describeDiscussion: """
            Les titres sont en gras quand la sortie standard est un terminal, sauf si NO_COLOR est défini ou si \
            TERM n'est pas défini ou vaut dumb (comme pour les invites de run). Un formulaire qui contient des \
            erreurs n'est pas décrit ; ses erreurs sont affichées comme par check.
            """
        case .newDiscussion: """
            Écrit NAME.yaml, ou forms/NAME.yaml s'il y a ici un dossier forms/, ou le chemin de --output (un dossier \
            reçoit NAME.yaml), et à côté NAME.test.yaml : des scénarios de départ que lance `formline test`. Un \
            fichier existant n'est pas touché, sauf avec --force. Les premières lignes des fichiers indiquent aux \
            éditeurs schema/formline.schema.json et schema/formline-test.schema.json.
            """
        case .importDiscussion: """
            Lit un JSON Schema (2020-12 ou draft-07 : celui d'un modèle pydantic, l'inputSchema d'un outil MCP, \
            celui du corps d'une requête OpenAPI) et écrit le formulaire équivalent en YAML, avec des commentaires \
            là où la conversion a fait un choix (docs/json-schema.md). Ce qui ne se convertit pas est affiché sur la \
            sortie d'erreur à son JSON Pointer et à sa ligne, comme l'affiche `check`, et listé à la fin du \
            formulaire. Un schéma inutilisable (un cycle de $ref sur une propriété obligatoire, une racine qui \
            n'est pas un objet, du JSON invalide) n'écrit rien et sort avec 78. Inutile d'importer un schéma pour \
            le remplir : `formline run SCHEMA.json` le lance tel quel et affiche les réponses dans la forme propre \
            au schéma ; lancé depuis le YAML importé, les réponses sont à plat (`id: value`). Le formulaire va sur \
            la sortie standard, ou dans --output, écrit en entier (un fichier temporaire renommé à sa place) ; un \
            fichier existant n'est jamais remplacé, sauf avec --force.
            """
        case .fillDiscussion: """
            Chaque enregistrement (un objet JSON par ligne, ou une ligne CSV sous un en-tête d'identifiants de \
            champs) est vérifié exactement comme l'envoi du formulaire vérifie les réponses : types, règles, \
            conditions 'when', mots de date, valeurs par défaut des champs absents. Les enregistrements valides \
            sont écrits en JSON Lines avec des valeurs normalisées dans l'ordre du formulaire ; les refusés sous la \
            forme {"line":N,"field":ID,"message":...} (jamais les valeurs). Chaque enregistrement va dans \
            exactement l'un des deux. Un résumé va sur la sortie d'erreur.

            Un formulaire dont les vérifications lancent des commandes les lance pour chaque enregistrement, après \
            les règles, comme à l'envoi : seulement s'il est approuvé (`formline trust FORM`, ou --trust), sinon \
            fill sort avec 77 avant de lire un enregistrement ; --no-checks les saute et le signale.

            Code de sortie : {success} tous acceptés, {rejected} certains refusés, {dataError}/{noInput} entrée \
            inutilisable ou manquante, {untrusted} le formulaire lance des commandes et n'est pas approuvé.
            """
        case .listDiscussion: "Un nom de FORM est cherché dans ./forms, puis dans chaque dossier de $FORMLINE_PATH (séparés par des "
            + "deux-points), puis dans $XDG_CONFIG_HOME/formline/forms (par défaut ~/.config/formline/forms), puis dans "
            + "DIR/formline/forms pour chaque DIR de $XDG_DATA_DIRS (par défaut /usr/local/share:/usr/share). Le premier "
            + "dossier qui contient NAME.yaml l'emporte ; un formulaire masqué par un précédent du même nom est listé comme "
            + "shadowed. --format json affiche {\"version\":1,\"folders\":[...],\"forms\":[...]} (voir docs/json-output.md)."
        case .testDiscussion: """
            Un fichier de scénarios nomme un formulaire (par défaut celui dont il porte le nom, à côté de lui : \
            login.test.yaml teste login.yaml) et liste des scénarios : les lignes envoyées à `formline run`, les \
            réponses données d'avance (set, answers, environment, defaults, noInput), 'today', et ce qui doit en \
            résulter (statut, réponses, messages sur les champs, champs demandés, sortie, rapports). Chacun tourne \
            dans le processus même, exactement comme `formline run` avec une entrée par tube. Voir \
            docs/form-tests.md.

            PATH est un fichier de scénarios, un fichier de formulaire (avec son fichier de scénarios à côté) ou \
            un dossier (ses fichiers *.test.yaml) ; sans PATH, c'est ./forms. Les résultats vont sur la sortie \
            standard : chaque différence sous la forme 'file:line:col: error: scenario NAME: …', une ligne par \
            fichier, puis 'N passed, N failed'.

            Un formulaire dont les vérifications lancent des commandes : les `replies:` d'un scénario y répondent \
            hors ligne ; un scénario qui lancerait les autres (ou lirait un fichier hors du dossier du formulaire) \
            ne tourne que si vous approuvez le formulaire (`formline trust FORM`, ou --trust pour cette \
            exécution). Un fichier de scénarios ne peut pas accorder la confiance : `trust: true` dit seulement que \
            le scénario en a besoin. Sinon le scénario n'est pas lancé : il est listé avec ce qu'il lancerait et \
            lirait, et `formline test` sort avec 77, comme le ferait `run`.

            Sort avec 0 quand chaque scénario a réussi, 1 quand l'un a échoué, 77 quand des scénarios n'ont pas été \
            lancés faute de confiance, 78 quand un fichier de scénarios ou son formulaire contient des erreurs, 66 \
            quand un PATH manque.
            """
        case .draftsDiscussion: "Un brouillon est gardé quand une exécution s'arrête avant que ses réponses soient écrites (Ctrl-C, "
            + "Ctrl-D après des réponses, un signal, un terminal fermé, une sortie en échec). Les brouillons ne contiennent "
            + "jamais de secrets : une reprise les redemande. Les brouillons sont dans $FORMLINE_DRAFT_DIR, sinon "
            + "$XDG_STATE_HOME/formline/drafts, sinon ~/.local/state/formline/drafts."
        case .draftsListDiscussion: "--format json affiche {\"version\":1,\"folder\":…,\"drafts\":[…]} (voir docs/json-output.md)."
        case .draftsRemoveDiscussion: "Un FORM peut aussi être un fichier de brouillon que liste `formline drafts` (pour un formulaire "
            + "arrivé par un tube). Seuls des brouillons sont supprimés, jamais un autre fichier du dossier des brouillons."
        case .mcpDiscussion: """
            Outils : list_forms, describe_form, fill_form. Le remplissage vérifie les réponses données comme le fait \
            `run --answers` ; avec un client qui prend en charge l'élicitation, les champs encore manquants sont \
            demandés à la personne, tour après tour. Les secrets ne sont jamais demandés ni renvoyés : définissez \
            FORMLINE_ANSWER_<ID> dans l'environnement du serveur ou passez answersFile. Le serveur est le programme \
            formline-mcp installé à côté de formline (README, "For programs and agents").
            """
        case .trustDiscussion: """
            Un formulaire dont les vérifications lancent des commandes ne les lance que s'il est approuvé, comme le \
            --trust de copier et le allow de direnv : `formline trust FORM` enregistre le chemin canonique du \
            fichier de formulaire et le SHA-256 de son texte dans $FORMLINE_TRUST_DIR/trusted-forms.json (sinon \
            $XDG_STATE_HOME/formline, sinon ~/.local/state/formline ; un dossier à vous, le fichier en mode 0600). \
            Modifier le fichier de formulaire (pas les programmes qu'il nomme) oblige à l'approuver de nouveau. La \
            commande affiche les commandes qu'elle approuve. Un formulaire non approuvé sort avec 77 avant la \
            première question, en listant ses commandes ; `run --trust` les lance une fois, `--no-checks` les saute.

            Codes de sortie : 0 terminé, 64 mauvaise utilisation, 66 fichier manquant, 74 l'enregistrement n'a pas \
            pu être écrit, 78 le fichier de formulaire contient des erreurs.
            """
        case .scriptsTitle: "Pour les scripts"
        case .commandsTitle: "Commandes"
        case .setHelp: "Répondre à un champ d'avance : --set ID=VALUE (répétable ; pour un champ liste, chaque --set ajoute une ligne). "
            + "Vérifié exactement comme une réponse tapée. L'emporte sur --answers et FORMLINE_ANSWER_<ID>."
        case .answersHelp: "Répondre aux champs à partir d'une table JSON ou YAML des identifiants de champs vers les réponses (comme la "
            + "sortie JSON de formline elle-même) ; '-' la lit sur l'entrée standard. L'emporte sur FORMLINE_ANSWER_<ID>."
        case .defaultsHelp: "Accepter sans demander la valeur par défaut de chaque champ sans réponse (ou aucune réponse, pour un champ facultatif)."
        case .noInputHelp: "Ne jamais demander ni lire l'entrée standard : prendre les valeurs par défaut ; si un champ demande encore une "
            + "réponse, sortir avec {dataError} en les listant tous (--format json : aussi un objet JSON de ce qui manque sur la sortie standard)."
        case .answerFormatHelp: "Comment afficher les réponses (par défaut : json)."
        case .prefixHelp: "Mettre ceci devant chaque nom de variable de --format shell ou env (par ex. FORM_)."
        case .timeoutHelp: "Au terminal : quand aucune touche n'arrive pendant ce nombre de secondes, prendre les valeurs par défaut et envoyer "
            + "si le formulaire est alors valide, sinon enregistrer un brouillon et sortir avec {timedOut}. Ignoré, avec une note, quand les réponses arrivent par un tube."
        case .accessibleHelp: "Au terminal : une ligne autonome par invite, sans redessin, couleur ni séquence d'échappement (pour les "
            + "lecteurs d'écran et les plages braille). Ignoré, avec une note, quand les réponses arrivent par un tube."
        case .accessibleDiscussion: "Aussi activé avec ACCESSIBLE=1 (toute valeur sauf vide, 0 ou false)."
        case .trustOnceHelp: "Lancer les commandes du formulaire (vérifications) cette fois seulement, sans `formline trust FORM`."
        case .noChecksHelp: "Ne pas lancer les commandes du formulaire : leurs vérifications sont sautées, et une note le signale."
        case .fillInput: "Lire les enregistrements dans ce fichier plutôt que sur l'entrée standard ('-' : l'entrée standard)."
        case .fillFormat: "jsonl ou csv (par défaut : csv pour un fichier d'entrée .csv, sinon jsonl)."
        case .fillOutput: "Écrire les enregistrements valides dans ce fichier (de façon atomique ; mode 0600 quand le formulaire a des secrets ; '-' : la sortie standard)."
        case .fillRejects: "Écrire les enregistrements refusés dans ce fichier plutôt que sur la sortie d'erreur."
        case .fillJobs: "Remplir du JSON Lines lu dans un fichier ordinaire par N morceaux à la fois, sur N cœurs au plus (par défaut : le nombre de cœurs ; tubes et CSV : 1)."
        case .fillJobsDiscussion: "La sortie, les numéros de ligne des refus et le résumé sont les mêmes pour tout N. "
            + "Il ne tourne jamais plus de threads qu'il n'y a de cœurs ou de morceaux de l'entrée (environ 256 Kio chacun) : un N plus grand ne coûte rien."
        case .fillFirstLine: "Numéroter N la première ligne de l'entrée (l'entrée est un fragment qui commence à la ligne N d'une entrée plus grande ; N ≤ 2^53 - 1)."
        }
    }
}

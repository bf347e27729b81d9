import FormCore
/// The commented starter form `formline new NAME` writes: it passes `formline check` and
/// shows the common keys, so a new form starts from something that works.
///
/// ```swift
/// FormTemplate.title(forName: "new-task")             // "New task"
/// let yaml = try FormTemplate.starter(title: "Team survey")   // passes `formline check`
/// ```
public enum FormTemplate {
    /// Where a form in `forms/` finds the schema, for editors (yaml-language-server).
    public static let defaultSchemaPath = "../schema/formline.schema.json"

    /// A title made from a file name: `new-task` → `New task`, `sign_up` → `Sign up`.
    public static func title(forName name: String) -> String {
        let words = name.split(whereSeparator: { $0 == "-" || $0 == "_" || $0 == "." }).joined(separator: " ")
        guard let first = words.first else { return "New form" }
        return first.uppercased() + words.dropFirst()
    }

    /// The starter form's text.
    ///
    /// - Parameters:
    ///   - title: the form's title; written by `YAMLEmitter` as a double-quoted scalar (control
    ///     characters, quotes, backslashes and line breaks escaped), so any text reads back as it is.
    ///   - schemaPath: the schema's path or URL for the editor modeline.
    /// - Throws: `YAMLError` when libyaml's emitter refuses the title's line.
    public static func starter(title: String, schemaPath: String = defaultSchemaPath) throws -> String {
        // `title: "…"` and its line break (a long title goes on over indented lines).
        let titleEntry = try YAMLEmitter.emit(
            .mapping(.init([(.scalar(.init("title")), .scalar(.init(title, style: .doubleQuoted)))], style: .block)),
            allowUnicode: true)
        return """
        # yaml-language-server: $schema=\(schemaPath)
        # A starter form written by `formline new`. Change it, then:
        #   formline check FILE      reports every problem as file:line:col
        #   formline describe FILE   shows the fields, rules and shortcuts
        #   formline run FILE        fills it in and prints the answers as JSON
        # Every key is explained in docs/form-format.md.
        formline: 1                   # the form format version
        \(titleEntry.dropLast())
        description: A sentence or two shown under the title.
        fields:
          - id: name                  # the answer's key in the JSON output
            type: text                # \(FieldKind.allCases.map(\.rawValue).joined(separator: ", "))
            label: Your name          # the prompt
            required: true            # an empty answer is refused
            maxLength: 80
          - id: email
            type: text
            label: Email
            help: Optional; leave it empty to skip.
            pattern: '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'   # a regular expression, in single quotes
            patternMessage: should look like name@example.com
            shortcut: alt-e           # jumps here from any field
            # default: "{name|slug}@example.com"   # a computed default, made from earlier answers
          - id: size
            type: choice
            label: T-shirt size
            choices: [S, M, L, XL]
            default: M                # Enter on an empty answer keeps the default
          - id: updates
            type: confirm             # yes or no; the answer is true or false
            label: Send me updates?
            default: "no"             # quoted, as some YAML tools read a bare no as false
          - id: frequency
            type: choice
            label: How often?
            choices:                  # a value, or {value, label}: the label is shown, the value stored
              - {value: weekly, label: Every week}
              - monthly
            when:                     # asked only while this holds
              field: updates
              equals: "true"
          - id: mood
            type: rating              # 1 to max stars (max 2 to 9, default 5); ←/→ change them
            label: How is it going?
            max: 5
            default: 4
          - id: start
            type: date                # a date step: 2026-12-24, today, tomorrow, +3d, next friday
            label: Start date
            min: today
          # A multi-line text field: Enter adds a line, an empty line ends the text, Ctrl-X Ctrl-E
          # opens $VISUAL or $EDITOR; piped, a line holding only . ends it. Not with 'pattern'.
          # - id: about
          #   type: text
          #   label: About you
          #   multiline: true
          #   maxLength: 2000         # counts the whole text, each line break one
          # A multiple choice: the answer is a list of values; typed as "a, b".
          # - id: interests
          #   type: choice
          #   label: Interests
          #   multiple: true          # take several choices
          #   minItems: 1             # at least one, at most two
          #   maxItems: 2
          #   choices: [music, sport, {value: books, label: "Books, comics"}]
          # A path field: Tab completes file names; the answer is the absolute path.
          # - id: cv
          #   type: path
          #   label: Your CV
          #   mustExist: true         # it must be there
          #   pathKind: file          # file, directory or any
          #   extensions: [pdf, md]   # endings, in any letter case
          # Texts a person reads in several languages: 'en' is the source, shown in English and
          # in any language not given; run shows the person's (LANGUAGE, LC_ALL, LC_MESSAGES,
          # LANG), describe --lang de German. Values never change; check lists what is missing.
          # - id: plan
          #   type: choice
          #   label: {en: Plan, de: Tarif, fr: Formule}
          #   help: {en: You can change it later., de: Sie können ihn später ändern., fr: Modifiable plus tard.}
          #   choices:
          #     - {value: pro, label: {en: Professional, de: Profi, fr: Professionnel}}
          #     - basic

        """
    }
}

import ArgumentParser
#if canImport(FoundationEssentials)
import FoundationEssentials
import Glibc
#else
import Foundation
#endif
import FormCore
import FormOutput
import FrontEndSupport

/// `formline describe FORM`: explain a form's fields, sections, rules and shortcuts.
struct DescribeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "describe",
        abstract: Words.process[HelpWord.describeAbstract],
        discussion: Words.process[HelpWord.describeDiscussion]
    )

    @Argument(help: ArgumentHelp(Words.process[HelpWord.describeForm]), completion: FormCompletion.forms)
    var form: String

    @Option(help: ArgumentHelp(Words.process[HelpWord.describeFormat], valueName: "format"))
    var format: DescribeFormat = .text

    @Option(help: ArgumentHelp(Words.process(HelpWord.describeLang, ["tags": Language.formTags]), valueName: "tag"))
    var lang: String?

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let today = try Today.resolve()
            let language = try Self.language(lang)
            let definition = try FormFile.load(form, today: today, words: .process).form.translated(to: language)
            let style = TerminalStyle.detect(output: STDOUT_FILENO)
            let description = FormDescription(form: definition, words: Words(language)) { style.apply(.title, to: $0) }
            switch format {
            case .text: try StandardStreams.standardOutput(description.text)
            case .json: try StandardStreams.standardOutput(description.json + "\n")
            case .jsonSchema: try StandardStreams.standardOutput(AnswerSchema(form: definition).json + "\n")
            }
        }
    }
}

extension DescribeCommand {
    /// The language `--lang` names (a tag, or a locale name like `de_DE.UTF-8`), else the process's.
    static func language(_ tag: String?) throws(FrontEndError) -> Language {
        guard let tag else { return Language.process }
        guard let language = Language(localeName: tag) else {
            throw FrontEndError(.error(.unknownLangTag, [.init("tag", .verbatim(TerminalSafeText.escape(tag))),
                                                         .init("tags", .verbatim(Language.formTags))]), status: .usage)
        }
        return language
    }
}

/// What `describe --format` writes.
enum DescribeFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
    case jsonSchema = "json-schema"
}

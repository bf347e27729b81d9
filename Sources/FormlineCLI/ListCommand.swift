import ArgumentParser
import FormCore
import FormOutput
import FrontEndSupport

/// `formline list`: the forms found by name, with their titles and where each came from.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: Words.process[HelpWord.listAbstract],
        discussion: Words.process[HelpWord.listDiscussion]
    )

    @Option(help: ArgumentHelp(Words.process[HelpWord.formatTextOrJSON], valueName: "format"))
    var format: ReportFormat = .text

    func run() throws {
        StandardStreams.ignoreBrokenPipe()
        try reportingErrors {
            let today = try Today.resolve()
            let search = FormSearchPath()
            let forms = search.titledEntries(today: today)
            for (folder, problem) in search.untrustedFolders() {
                let line = MessageText.system(.listFolderNotSearched, [.init("folder", .verbatim(TerminalSafeText.escape("\(folder)"))),
                                                                        .init("problem", problem.text)])
                StandardStreams.standardError("formline: " + line.rendered(in: Words.process))
            }
            switch format {
            case .json:
                try StandardStreams.standardOutput(search.listJSON(forms: forms) + "\n")
            case .text:
                guard !forms.isEmpty else {
                    StandardStreams.standardError("formline: " + Words.process(.noFormsFound, ["folders": search.folders.map { "  \($0)" }.joined(separator: "\n")]))
                    return
                }
                // Names, titles and paths come from files and folders anyone may name: shown
                // through the terminal-safe text, so none can move the cursor or retitle the window.
                let words = Words.process
                let rows = forms.map { entry, title in
                    (entry: entry, name: TerminalSafeText.escape(entry.name), title: title.map { TerminalSafeText.escape($0) } ?? words(.listHasErrors))
                }
                // Columns line up by display width: a CJK or emoji name takes 2 columns a character.
                let width = rows.map { DisplayWidth.width(of: $0.name) }.max() ?? 0
                let titleWidth = rows.map { DisplayWidth.width(of: $0.title) }.max() ?? 0
                var text = ""
                for row in rows {
                    let name = DisplayWidth.padded(row.name, to: width)
                    let shown = DisplayWidth.padded(row.title, to: titleWidth)
                    let place = "\(row.entry.path) (\(row.entry.folder.origin))"
                    let shownPlace = TerminalSafeText.escape(place)
                    text += "\(name)  \(shown)  \(row.entry.isShadowed ? words(.listShadowed, ["place": shownPlace]) : shownPlace)\n"
                }
                try StandardStreams.standardOutput(text)
            }
        }
    }
}

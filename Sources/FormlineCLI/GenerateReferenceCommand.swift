import ArgumentParser
import Foundation
import FormTooling

/// `formline generate-reference` (hidden, for formline's own developers): makes the generated
/// parts of the format's reference again from the kinds and the field key descriptors
/// (`FormatReference`: the form schema's kind rules, describe's kind enum, the key table of
/// docs/form-format.md) in a checkout of formline. `--check` writes nothing and fails when a
/// file is not what it would write. `scripts/generate-reference` runs it.
struct GenerateReferenceCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "generate-reference",
        abstract: "Make the generated parts of formline's own schemas and reference again (for formline's developers).",
        shouldDisplay: false
    )

    @Option(help: ArgumentHelp("The root of a formline checkout.", valueName: "dir"))
    var root = "."

    @Flag(help: "Write nothing; fail when a file differs from what would be written.")
    var check = false

    func run() throws {
        var stale: [String] = []
        for file in FormatReference.files {
            let path = root + "/" + file
            let text: String
            do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
                throw ValidationError("cannot read \(path): \(error.localizedDescription)")
            }
            let updated: String
            do { updated = try FormatReference.updated(file, text: text) } catch {
                throw ValidationError("\(path): \(error)")
            }
            guard updated != text else { continue }
            stale.append(file)
            if !check {
                do { try updated.write(toFile: path, atomically: true, encoding: .utf8) } catch {
                    throw ValidationError("cannot write \(path): \(error.localizedDescription)")
                }
            }
        }
        for file in stale { print(check ? "\(file) is not what generate-reference writes" : "wrote \(file)") }
        if check, !stale.isEmpty { throw ExitCode(1) }
    }
}

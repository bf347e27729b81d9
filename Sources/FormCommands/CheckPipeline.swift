import FormCore

/// One `fill` worker's streaming checks in flight (issue 36 item 6): `submit` sends a
/// record's request at once and `verdict(of:)` waits for its reply later, so while the check
/// answers one record the next ones' requests already wait in its input. Replies are paired
/// by the id they echo (`ReplyPairing`); a process that has not shown it echoes ids gets one
/// request at a time, as before. When a process fails (a stray line, a timeout, a crash) the
/// record it was answering gets that verdict, and the requests that waited behind it are sent
/// again, one by one, to a new process: no record is refused for another one's failure.
///
/// ```swift
/// let pipeline = checker.makePipeline()
/// let first = pipeline.submit(command, request: one)!, second = pipeline.submit(command, request: two)!
/// pipeline.verdict(of: first); pipeline.verdict(of: second)
/// pipeline.finish()
/// ```
final class CheckPipeline: DeferredChecking {
    private struct Ticket {
        let command: FormCommand
        let request: String
        /// The process it was sent to and its id there; nil: not sent (yet, or again).
        var sent: (process: StreamProcess, id: Int)?
        var verdict: CheckVerdict?
    }

    private let checker: StreamingChecker
    /// The process each command (by role) uses now.
    private var processes: [FormCommand.Role: StreamProcess] = [:]
    private var tickets: [Int: Ticket] = [:]
    private var nextTicket = 0

    init(checker: StreamingChecker) {
        self.checker = checker
    }

    func submit(_ command: FormCommand, request: String) -> Int? {
        guard command.stream, let program = command.arguments.first, !program.isEmpty else { return nil }
        let key = command.role
        let earlier = tickets.keys.sorted().filter { tickets[$0]?.verdict == nil && tickets[$0]?.command.role == key }
        if processes[key]?.pipelines == true {
            for number in earlier where tickets[number]?.sent == nil { send(number) }
        } else {
            // One request at a time until the process has shown that it echoes ids.
            for number in earlier { resolve(number) }
        }
        nextTicket += 1
        tickets[nextTicket] = Ticket(command: command, request: request)
        send(nextTicket)
        return nextTicket
    }

    func verdict(of ticket: Int) -> CheckVerdict {
        resolve(ticket)
        return tickets.removeValue(forKey: ticket)?.verdict ?? .failed(field: nil, text: .command(.noVerdict))
    }

    func finish() {
        for number in tickets.keys.sorted() { resolve(number) }
        for process in processes.values {
            if process.waiting == 0, let command = processesCommand[ObjectIdentifier(process)] {
                checker.checkIn(process, for: command)
            } else {
                process.stop()
            }
        }
        processes = [:]
        processesCommand = [:]
    }

    /// The command each process runs (to hand it back).
    private var processesCommand: [ObjectIdentifier: FormCommand] = [:]

    /// Sends ticket `number` to its command's process (a new one if none).
    private func send(_ number: Int) {
        guard let ticket = tickets[number] else { return }
        let key = ticket.command.role
        let process = processes[key] ?? checker.checkOut(ticket.command)
        processes[key] = process
        processesCommand[ObjectIdentifier(process)] = ticket.command
        if let id = process.send(ticket.request) {
            tickets[number]?.sent = (process, id)
        }
    }

    /// Waits for ticket `number`'s verdict (sending it first when it is not sent).
    private func resolve(_ number: Int) {
        guard let ticket = tickets[number], ticket.verdict == nil else { return }
        if ticket.sent == nil { send(number) }
        guard let (process, id) = tickets[number]?.sent else {
            // The process misbehaved before the request could be sent: ask it plainly, which
            // says why (and the next request gets a new process).
            let process = processes[ticket.command.role]
            let (verdict, _) = process?.ask(ticket.request, command: ticket.command) ?? (.failed(field: nil, text: .command(.noProcess)), false)
            tickets[number]?.verdict = verdict
            if let process { retire(process, command: ticket.command) }
            return
        }
        let (verdict, healthy) = process.wait(for: id, command: ticket.command)
        tickets[number]?.verdict = verdict
        if !healthy { retire(process, command: ticket.command) }
    }

    /// Stops a process that failed; the requests that waited on it are sent again later.
    private func retire(_ process: StreamProcess, command: FormCommand) {
        process.stop()
        if processes[command.role] === process { processes[command.role] = nil }
        processesCommand[ObjectIdentifier(process)] = nil
        for number in tickets.keys where tickets[number]?.sent?.process === process && tickets[number]?.verdict == nil {
            tickets[number]?.sent = nil
        }
    }
}

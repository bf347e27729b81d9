import FocusEngine

/// Focus values used across the tests.
enum Field: String, Hashable, CustomStringConvertible {
    case name, email, phone, date

    var description: String { rawValue }
}

/// An ordered record of what happened, for asserting exact order.
final class EventLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) {
        entries.append(entry)
    }

    func clear() {
        entries.removeAll()
    }
}

/// "from→to(cause)" with "-" for nil.
func describe<Value: Hashable>(_ transition: FocusTransition<Value>) -> String {
    let from = transition.from.map { "\($0)" } ?? "-"
    let to = transition.to.map { "\($0)" } ?? "-"
    return "\(from)→\(to)(\(transition.cause))"
}

extension FocusState {
    /// Observes into `log` as "observer: from→to(cause)" entries.
    func record(into log: EventLog, as label: String = "observer") -> FocusObservation {
        observe { log.record("\(label): \(describe($0))") }
    }

    /// A binding whose trigger records "focus <value>" / "blur <value>" into `log`.
    func recordingBinding(for value: Value, into log: EventLog) -> FocusBinding {
        let binding = binding(for: value)
        binding.trigger.focusAction = { log.record("focus \(value)") }
        binding.trigger.blurAction = { log.record("blur \(value)") }
        return binding
    }
}

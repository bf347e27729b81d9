import Foundation

/// The environment formline was started with, read once.
///
/// `ProcessInfo.environment` builds a new dictionary from `environ` on every read (about
/// 10,000 instructions a variable), and `run` needs it in four places (today's date, the form
/// search path, the draft folder, `FORMLINE_ANSWER_*`). formline never changes its own
/// environment, so one snapshot answers them all alike.
///
/// ```swift
/// let today = try Today.resolve(environment: LaunchEnvironment.values)
/// ```
enum LaunchEnvironment {
    static let values = ProcessInfo.processInfo.environment
}

import XCTest
import Foundation
@testable import FormlineCLI
import FrontEndSupport

/// `LaunchEnvironment.read()` must give exactly what `ProcessInfo.processInfo.environment`
/// gives, odd variables included.
final class LaunchEnvironmentTests: XCTestCase {
    func testReadsTheEnvironmentAsProcessInfoDoes() {
        let odd: [(String, [UInt8])] = [
            ("FORMLINE_ENV_TEST_PLAIN", Array("a b=c".utf8)),
            ("FORMLINE_ENV_TEST_EMPTY", []),
            ("FORMLINE_ENV_TEST_UNICODE", Array("é=ü✓".utf8)),
            ("FORMLINE_ENV_TEST_COMBINING", Array("\u{301}x=y".utf8)),   // "=" + U+0301 is one character
            ("FORMLINE_ENV_TEST_INVALID", [0x61, 0xFF, 0x62]),
            ("FORMLINE_ENV_TEST_CRLF", Array("\r\n=".utf8)),
        ]
        for (name, value) in odd {
            var bytes = value.map { CChar(bitPattern: $0) } + [0]
            setenv(name, &bytes, 1)
        }
        defer { for (name, _) in odd { unsetenv(name) } }
        XCTAssertEqual(LaunchEnvironment.read(), ProcessInfo.processInfo.environment)
    }
}

import FrontEndSupport
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Signals map to exit statuses in one place (`ExitStatus`).
@Suite struct ExitStatusTests {
    @Test func aSignalsStatusIs128PlusItsNumber() {
        #expect(ExitStatus(signal: SIGINT) == .interrupted)
        #expect(ExitStatus(signal: SIGTERM) == .terminated)
        #expect(ExitStatus(signal: SIGHUP) == .hangUp)
        #expect(ExitStatus(signal: SIGQUIT) == .interrupted)
        #expect(ExitStatus.code(forSignal: SIGPIPE) == 141)
        #expect(ExitStatus.signalStatuses == "130/143/129")
    }
}

/// The command to continue a draft is one the person can paste: the form's name is one shell word.
@Suite struct ResumeCommandTests {
    @Test func theFormNameIsQuotedWhenAShellWouldActOnIt() {
        let store = DraftStore(directory: "/nonexistent")
        #expect(RunDraft(store: store, formPath: "/f/login.yaml", formName: "login").resumeText.english == "formline run login --resume")
        #expect(RunDraft(store: store, formPath: "/f/a b.yaml", formName: "my forms/a $(id) b.yaml").resumeText.english
                == "formline run 'my forms/a $(id) b.yaml' --resume")
        #expect(RunDraft(store: store, formPath: "/f/q.yaml", formName: "it's.yaml").resumeText.english
                == #"formline run 'it'\''s.yaml' --resume"#)
    }
}

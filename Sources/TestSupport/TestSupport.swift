/// TestSupport: helpers for tests that run the real formline binary, on pipes or on a pseudo-terminal.

// EndToEndTests: see the test files beside this one.

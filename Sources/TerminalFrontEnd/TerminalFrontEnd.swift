/// TerminalFrontEnd: the interactive prompt loop on libedit, with termios for secrets and signal handling.

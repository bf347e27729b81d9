/// FrontEndSupport: drafts, atomic files, terminal-safe text and exit codes shared by every front end.

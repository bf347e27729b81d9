// CPseudoTerminal: the pseudo-terminal calls Swift's Glibc module does not export.
// Used by tests that drive formline through a real terminal.
#ifndef FORMLINE_CPSEUDOTERMINAL_H
#define FORMLINE_CPSEUDOTERMINAL_H

/// Opens a new pseudo-terminal master (posix_openpt + grantpt + unlockpt).
/// Returns the master fd, or -1 with errno set.
int cpt_open_master(void);

/// Writes the slave device path of `master` into `buffer` (ptsname_r).
/// Returns 0 on success, an errno value otherwise.
int cpt_slave_name(int master, char *buffer, unsigned long length);

#endif

// CPseudoTerminal: the pseudo-terminal calls Swift's Glibc module does not export.
// Used by tests that drive formline through a real terminal.
#ifndef FORMLINE_CPSEUDOTERMINAL_H
#define FORMLINE_CPSEUDOTERMINAL_H

#include <sys/types.h>

/// Opens a new pseudo-terminal master (posix_openpt + grantpt + unlockpt), close-on-exec.
/// Returns the master fd, or -1 with errno set.
int cpt_open_master(void);

/// Writes the slave device path of `master` into `buffer` (ptsname_r).
/// Returns 0 on success, an errno value otherwise.
int cpt_slave_name(int master, char *buffer, unsigned long length);

/// Sets the window size of the terminal behind `fd` (TIOCSWINSZ).
/// Returns 0 on success, -1 with errno set.
int cpt_set_window_size(int fd, unsigned short rows, unsigned short columns);

/// Starts `path` with `argv` and `envp` (both NULL-terminated) in a new session whose
/// controlling terminal is `slave_path`, opened as its stdin, stdout and stderr.
/// Signal dispositions and the signal mask are reset to their defaults.
/// Returns 0 and stores the child's pid, or an errno value.
int cpt_spawn(const char *path, char *const argv[], char *const envp[],
              const char *slave_path, pid_t *pid);

#endif

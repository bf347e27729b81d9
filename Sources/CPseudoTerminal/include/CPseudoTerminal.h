// CPseudoTerminal: the pseudo-terminal and process calls Swift's Glibc module does not export
// (or not safely). Used by tests that drive formline through a real terminal or pipes.
#ifndef FORMLINE_CPSEUDOTERMINAL_H
#define FORMLINE_CPSEUDOTERMINAL_H

#include <spawn.h>
#include <stddef.h>
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

/// Adds "close every descriptor from `lowest` up" to `actions`
/// (posix_spawn_file_actions_addclosefrom_np, glibc 2.34 and later). Returns 0, or an errno
/// value (ENOSYS with a C library that has no such action).
int cpt_addclosefrom(posix_spawn_file_actions_t *actions, int lowest);

/// Starts `path` with `argv` and `envp` (both NULL-terminated) in a new session whose
/// controlling terminal is `slave_path`, opened as its stdin, stdout and stderr; no other
/// descriptor is inherited. Signal dispositions and the signal mask are reset to their defaults.
/// Returns 0 and stores the child's pid, or an errno value.
int cpt_spawn(const char *path, char *const argv[], char *const envp[],
              const char *slave_path, pid_t *pid);

/// Starts `path` with `argv` and exactly `envp`, `input`, `output` and `error_output` as its
/// descriptors 0, 1 and 2 (-1: /dev/null), in `directory` when not NULL. No other descriptor
/// is inherited; signal dispositions and the mask are the defaults.
/// Returns 0 and stores the child's pid, or an errno value.
int cpt_spawn_with(const char *path, char *const argv[], char *const envp[],
                   int input, int output, int error_output, const char *directory, pid_t *pid);

/// Writes `length` bytes to `temporary` (created, close-on-exec, never through Foundation),
/// gives it `mode` and renames it to `path`, while no spawn of this library runs.
/// Returns 0, or an errno value (the temporary file removed).
int cpt_write_executable(const char *path, const char *temporary, const void *bytes, size_t length, unsigned int mode);

/// pidfd_open(2): a descriptor that polls readable when `pid` ends. -1 with errno set.
int cpt_pidfd_open(pid_t pid);

/// pipe2(2) with O_CLOEXEC: both ends close-on-exec. 0, or -1 with errno set.
int cpt_pipe(int fds[2]);

#endif

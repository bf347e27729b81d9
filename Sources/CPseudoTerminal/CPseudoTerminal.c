#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <sys/ioctl.h>
#include <unistd.h>

int cpt_open_master(void) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY | O_CLOEXEC);
    if (fd < 0) return -1;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0) {
        int saved = errno;
        close(fd);
        errno = saved;
        return -1;
    }
    return fd;
}

int cpt_slave_name(int master, char *buffer, unsigned long length) {
    return ptsname_r(master, buffer, length);
}

int cpt_set_window_size(int fd, unsigned short rows, unsigned short columns) {
    struct winsize size = { .ws_row = rows, .ws_col = columns };
    return ioctl(fd, TIOCSWINSZ, &size);
}

int cpt_spawn(const char *path, char *const argv[], char *const envp[],
              const char *slave_path, pid_t *pid) {
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t actions;
    sigset_t all, none;
    int error = posix_spawnattr_init(&attr);
    if (error != 0) return error;
    error = posix_spawn_file_actions_init(&actions);
    if (error != 0) {
        posix_spawnattr_destroy(&attr);
        return error;
    }
    sigfillset(&all);
    sigemptyset(&none);
    // glibc runs setsid() before the file actions, so opening the slave (without
    // O_NOCTTY) in the new session leader makes it the controlling terminal.
    if (error == 0) error = posix_spawnattr_setflags(&attr,
        POSIX_SPAWN_SETSID | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (error == 0) error = posix_spawnattr_setsigdefault(&attr, &all);
    if (error == 0) error = posix_spawnattr_setsigmask(&attr, &none);
    if (error == 0) error = posix_spawn_file_actions_addopen(&actions, 0, slave_path, O_RDWR, 0);
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 1);
    if (error == 0) error = posix_spawn_file_actions_adddup2(&actions, 0, 2);
    if (error == 0) error = posix_spawn(pid, path, &actions, &attr, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return error;
}

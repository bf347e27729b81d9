#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

// Executables written by tests and the children tests start (issue 39 item 1). A child
// that inherits a descriptor open for writing on a script makes every exec of that script
// fail with ETXTBSY until the child execs or exits. So: a script is written through a
// close-on-exec descriptor, every spawn here closes every descriptor above standard error,
// and the two exclude each other: while any script is open for writing (a shared hold) no
// spawn from here runs (an exclusive hold around posix_spawn, which returns only once the
// child has exec'd), so no child of this process ever holds a script open, even between its
// clone and its exec, where close-on-exec has not acted yet.
static pthread_rwlock_t cpt_spawn_lock = PTHREAD_RWLOCK_INITIALIZER;

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

int cpt_addclosefrom(posix_spawn_file_actions_t *actions, int lowest) {
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
    return posix_spawn_file_actions_addclosefrom_np(actions, lowest);
#else
    (void)actions;
    (void)lowest;
    return ENOSYS;
#endif
}

/// posix_spawn under the exclusive hold (see cpt_spawn_lock).
static int cpt_locked_spawn(pid_t *pid, const char *path, posix_spawn_file_actions_t *actions,
                            posix_spawnattr_t *attr, char *const argv[], char *const envp[]) {
    pthread_rwlock_wrlock(&cpt_spawn_lock);
    int error = posix_spawn(pid, path, actions, attr, argv, envp);
    pthread_rwlock_unlock(&cpt_spawn_lock);
    return error;
}

/// Every signal at its default action, none blocked, plus `flags`.
static int cpt_default_signals(posix_spawnattr_t *attr, short flags) {
    sigset_t all, none;
    sigfillset(&all);
    sigemptyset(&none);
    int error = posix_spawnattr_setflags(attr, flags | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK);
    if (error == 0) error = posix_spawnattr_setsigdefault(attr, &all);
    if (error == 0) error = posix_spawnattr_setsigmask(attr, &none);
    return error;
}

/// The one way this library starts a child: `flags` and every signal at its default action
/// (none blocked), the file actions `prepare` adds for 0, 1 and 2, then every descriptor
/// above 2 closed, spawned under the exclusive hold. Returns 0 or an errno value.
static int cpt_spawn_prepared(const char *path, char *const argv[], char *const envp[], short flags,
                              int (*prepare)(posix_spawn_file_actions_t *, const void *), const void *context,
                              pid_t *pid) {
    posix_spawnattr_t attr;
    posix_spawn_file_actions_t actions;
    int error = posix_spawnattr_init(&attr);
    if (error != 0) return error;
    error = posix_spawn_file_actions_init(&actions);
    if (error != 0) {
        posix_spawnattr_destroy(&attr);
        return error;
    }
    error = cpt_default_signals(&attr, flags);
    if (error == 0) error = prepare(&actions, context);
    if (error == 0) error = cpt_addclosefrom(&actions, 3);
    if (error == 0) error = cpt_locked_spawn(pid, path, &actions, &attr, argv, envp);
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attr);
    return error;
}

/// The terminal `context` (its slave's path) as 0, 1 and 2.
static int cpt_prepare_terminal(posix_spawn_file_actions_t *actions, const void *context) {
    // glibc runs setsid() before the file actions, so opening the slave (without
    // O_NOCTTY) in the new session leader makes it the controlling terminal.
    int error = posix_spawn_file_actions_addopen(actions, 0, (const char *)context, O_RDWR, 0);
    if (error == 0) error = posix_spawn_file_actions_adddup2(actions, 0, 1);
    if (error == 0) error = posix_spawn_file_actions_adddup2(actions, 0, 2);
    return error;
}

int cpt_spawn(const char *path, char *const argv[], char *const envp[],
              const char *slave_path, pid_t *pid) {
    return cpt_spawn_prepared(path, argv, envp, POSIX_SPAWN_SETSID, cpt_prepare_terminal, slave_path, pid);
}

/// What cpt_spawn_with puts in place: three descriptors and a directory.
struct cpt_standard {
    int sources[3];
    const char *directory;
};

static int cpt_prepare_standard(posix_spawn_file_actions_t *actions, const void *context) {
    const struct cpt_standard *standard = context;
    int error = 0;
    // dup2 onto 0, 1 and 2 clears close-on-exec there; a descriptor already in place
    // (dup2 to itself) keeps its flag, so it is cleared by hand first.
    for (int target = 0; target < 3 && error == 0; target++) {
        int source = standard->sources[target];
        if (source < 0) {
            error = posix_spawn_file_actions_addopen(actions, target, "/dev/null", target == 0 ? O_RDONLY : O_WRONLY, 0);
        } else if (source == target) {
            int flags = fcntl(target, F_GETFD);
            if (flags >= 0) fcntl(target, F_SETFD, flags & ~FD_CLOEXEC);
        } else {
            error = posix_spawn_file_actions_adddup2(actions, source, target);
        }
    }
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 29))
    if (error == 0 && standard->directory != NULL) error = posix_spawn_file_actions_addchdir_np(actions, standard->directory);
#else
    if (error == 0 && standard->directory != NULL) error = ENOSYS;
#endif
    return error;
}

int cpt_spawn_with(const char *path, char *const argv[], char *const envp[],
                   int input, int output, int error_output, const char *directory, pid_t *pid) {
    struct cpt_standard standard = { { input, output, error_output }, directory };
    return cpt_spawn_prepared(path, argv, envp, 0, cpt_prepare_standard, &standard, pid);
}

int cpt_write_executable(const char *path, const char *temporary, const void *bytes, size_t length, unsigned int mode) {
    int error = 0;
    pthread_rwlock_rdlock(&cpt_spawn_lock);
    int fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0600);
    if (fd < 0) {
        error = errno;
    } else {
        const char *next = bytes;
        size_t left = length;
        while (left > 0 && error == 0) {
            ssize_t written = write(fd, next, left);
            if (written < 0) {
                if (errno != EINTR) error = errno;
            } else {
                next += written;
                left -= (size_t)written;
            }
        }
        if (error == 0 && fchmod(fd, (mode_t)mode) != 0) error = errno;
        if (close(fd) != 0 && error == 0) error = errno;
    }
    pthread_rwlock_unlock(&cpt_spawn_lock);
    // The new file replaces any old one whole: a program still running the old one keeps
    // its own copy, and nothing ever opens a file that runs for writing.
    if (error == 0 && rename(temporary, path) != 0) error = errno;
    if (error != 0 && fd >= 0) unlink(temporary);
    return error;
}

int cpt_pidfd_open(pid_t pid) {
#ifdef SYS_pidfd_open
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}

int cpt_pipe(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

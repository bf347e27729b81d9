#define _GNU_SOURCE
#include "CPseudoTerminal.h"

#include <fcntl.h>
#include <stdlib.h>
#include <unistd.h>

int cpt_open_master(void) {
    int fd = posix_openpt(O_RDWR | O_NOCTTY);
    if (fd < 0) return -1;
    if (grantpt(fd) != 0 || unlockpt(fd) != 0) {
        close(fd);
        return -1;
    }
    return fd;
}

int cpt_slave_name(int master, char *buffer, unsigned long length) {
    return ptsname_r(master, buffer, length);
}

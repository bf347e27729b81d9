// CLibEdit: libedit (BSD editline) for Swift.
//
// el_set, el_get and history are variadic C functions, which Swift cannot call.
// Each static inline wrapper below fixes one calling form so Swift sees a plain
// prototype. Add a wrapper here when a new form is needed; never call the
// variadic functions from Swift directly.
#ifndef FORMLINE_CLIBEDIT_SHIM_H
#define FORMLINE_CLIBEDIT_SHIM_H

#include <stdio.h>
#include <locale.h>
#include <histedit.h>

#endif

// libyaml (Debian: libyaml-dev), linked statically: FormCore links libyaml.a itself
// (see Package.swift), so the module has no `link` line and no pkg-config.
#include <yaml.h>

// libyaml's parser API, exposed to Swift as the CYAML module (used by the generator only).
#include <yaml.h>

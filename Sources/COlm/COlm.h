// libolm's C API (Debian's libolm-dev): accounts and Olm sessions, Megolm group sessions, and
// the ed25519 signing keys that cross-signing uses. Only MatrixCrypto imports it.
#include <olm/olm.h>
#include <olm/pk.h>

#include "core/version.hpp"

namespace setlogic {

std::string_view version() {
  return SETLOGIC_VERSION;
}

}  // namespace setlogic

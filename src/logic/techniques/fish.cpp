#include "logic/techniques/fish.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_FISH_INSTANCES, )

}  // namespace setlogic

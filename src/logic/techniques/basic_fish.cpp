#include "logic/techniques/basic_fish.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_BASIC_FISH_INSTANCES, )

}  // namespace setlogic

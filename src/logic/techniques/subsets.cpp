#include "logic/techniques/subsets.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_SUBSETS_INSTANCES, )

}  // namespace setlogic

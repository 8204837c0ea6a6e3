#include "logic/techniques/intersections.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_INTERSECTIONS_INSTANCES, )

}  // namespace setlogic

#include "logic/techniques/singles.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_SINGLES_INSTANCES, )

}  // namespace setlogic

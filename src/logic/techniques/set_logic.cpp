#include "logic/techniques/set_logic.hpp"

namespace setlogic {

SETLOGIC_EACH_BOX(SETLOGIC_SET_LOGIC_INSTANCES, )

}  // namespace setlogic

#pragma once
// Isomorphs: transforms of puzzles, solutions and steps, the canonical (minlex) form, and
// random complete grids.

#include "transform/canonical.hpp"
#include "transform/random_grid.hpp"
#include "transform/transform.hpp"

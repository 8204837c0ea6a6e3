#pragma once
// Drawing: a position, and a step on it, as SVG.

#include "io/svg.hpp"

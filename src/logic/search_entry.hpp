#pragma once
// What a family's search entry point (families.hpp) is called with, declared for the
// technique headers: the position's shared context, the technique, where steps go, and
// every limit.

#include "logic/limits.hpp"

namespace setlogic {

template <int B>
class FinderContext;
class Sink;

// The guess family's entry point: guessing is the solve loop's, no finder looks for it.
template <int B>
void search_nothing(FinderContext<B>&, Technique, Sink&, const SearchLimits&) {}

}  // namespace setlogic

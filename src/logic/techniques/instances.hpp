#pragma once
// Each technique family is compiled once, in its own translation unit (techniques/*.cpp),
// for the four box sizes; its header declares those instances extern, so the solver, the
// front ends and the tests that include it do not compile the family again.
// SETLOGIC_EACH_BOX(M, P) expands M(P, B) for B = 2..5; P is `extern` in a header and empty
// in the family's .cpp.

#define SETLOGIC_EACH_BOX(M, P) M(P, 2) M(P, 3) M(P, 4) M(P, 5)

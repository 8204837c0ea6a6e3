#pragma once
// The checkers of the steps that do not reduce to counting alone (certificate.hpp).

#include <optional>
#include <vector>

#include "logic/certificate.hpp"
#include "logic/check/position.hpp"

namespace setlogic::check {

// Whether the pattern is deadly in this position: no given in it, its solved cells hold its
// digits, and every filling of its cells from its digits that the candidates allow has a
// second filling with the same digits in every house; with `within_candidates`, a second
// one the candidates allow too, and no solved cell in it. A bivalue universal grave
// (pattern.candidates) must hold every open cell of the position, two candidates of each,
// and each digit twice or never in each house.
std::optional<CertificateError> deadly(const DeadlyPattern& pattern, const Position& pos, bool within_candidates);

// The pattern's guardians: the candidates of its open cells that are not its digits (for a
// grave: that are not its candidates).
std::vector<Candidate> guardians(const DeadlyPattern& pattern, const Position& pos);

// A forcing step replayed branch by branch from the position.
std::optional<CertificateError> forcing(const Step& step, const Position& pos);

// A template step recounted: the placement templates of its digit are as many as it says,
// each elimination lies in none of them and each placement in all.
std::optional<CertificateError> templates(const Step& step, const Position& pos);

// Whether two sets of the step share a cell.
bool sharing(const Step& step);

// An ALS step checked in its own form (certificate.hpp): its sets, and its chains or its
// blossom.
std::optional<CertificateError> als(const Step& step, const Position& pos);

// Whether a chain step passes a cell of one of its sets again: two sets share a cell, or a
// node other than those its link through the set joins lies in it. Base and cover sets
// cannot count such a chain (a cell would be a base twice).
bool passes_sets_twice(const Step& step);

// An open chain checked inference by inference: its links alternate, strong first and last,
// each holds in the position (weak: its nodes exclude each other; strong: its house's or
// cell's candidates all lie in its nodes, or its set is an ALS whose places of the nodes'
// digits are the nodes, or it forces a cell out of the set to the node there), so its first
// node or its last is true, and each elimination excludes both.
std::optional<CertificateError> inferences(const Step& step, const Position& pos);

// An aligned exclusion step checked by its combinations: its base is that many distinct open
// cells, its sets are ALSs of the position outside the base, and every combination of the
// base cells' candidates that holds an eliminated candidate puts one digit twice in base
// cells that see each other or kills two digits of one of the sets.
std::optional<CertificateError> aligned(const Step& step, const Position& pos);

}  // namespace setlogic::check

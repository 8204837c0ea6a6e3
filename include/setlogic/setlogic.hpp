#pragma once
// setlogic: solve Sudoku the way a strong human does, explain every step, rate difficulty,
// on 4x4, 9x9, 16x16 and 25x25 grids. This header is the library's public face: every
// front end (the command line, the web server, the Python module) uses only what it
// declares and the value types it brings in.
//
//   #include <setlogic/setlogic.hpp>
//
//   auto in = setlogic::parse("4.....8.5.3..........7......2.....6.....8.4......1.......6.3.7.5..2.....1.4......");
//   const setlogic::Parsed& p = std::get<setlogic::Parsed>(in);          // or a ParseError
//   setlogic::SolveResult r = setlogic::solve(p.puzzle, {});              // the default ladder
//   for (const setlogic::Step& s : r.steps) puts(setlogic::format_step(s, *p.alphabet).c_str());
//   setlogic::Rating rating = setlogic::rate(r.steps);                    // points, hardest, grade
//   auto steps = setlogic::find_all_steps(p.puzzle, setlogic::TechniqueSet::defaults());
//   std::string svg = setlogic::render_svg(p.puzzle, *p.alphabet, &steps.front());
//
// examples/api_example.cpp is that program in full; it is compiled and run by the tests.
//
// This header brings in every topic header but JSON; each may be included alone:
//
// <setlogic/puzzle.hpp>     parse, RecordReader: every input format, errors with line and
//                           column; format_line and the other writers; count_solutions,
//                           count_up_to; uniqueness_of
// <setlogic/solve.hpp>      solve, next_step, find_all_steps, positions_along; catalogue,
//                           find_technique, find_profile, edit_profile; ladder_options,
//                           find_option, LadderSettings (every search limit, declared once);
//                           steps_at, explain (a step as checked base/cover certificates);
//                           format_step; run_case (HoDoKu library cases)
// <setlogic/fish.hpp>       find_fish: every fish at a position, filtered; set_logic_steps:
//                           every general-logic finding with its smallest certificate
// <setlogic/rating.hpp>     rate, step_points: the points scale; PathStats: what paths used,
//                           per technique; rate_record, rate_entry: one record rated
// <setlogic/transform.hpp>  Transform, apply, canonical_form, random_solution: isomorphs, the
//                           minlex form, random complete grids
// <setlogic/generate.hpp>   generate: puzzles of a shape (symmetry, givens, minimal, a
//                           pattern) and a goal (levels, ranges, techniques by mode)
// <setlogic/svg.hpp>        render_svg
// <setlogic/version.hpp>    version: the project's CMake version
// <setlogic/json.hpp>       (not included here) every JSON form: puzzle_json, step_json,
//                           solve_json, rate_entry_json, path_stats_json, ...

#include "setlogic/fish.hpp"
#include "setlogic/generate.hpp"
#include "setlogic/puzzle.hpp"
#include "setlogic/rating.hpp"
#include "setlogic/solve.hpp"
#include "setlogic/svg.hpp"
#include "setlogic/transform.hpp"
#include "setlogic/version.hpp"

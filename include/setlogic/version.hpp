#pragma once
// The version: the project's CMake version.

#include "core/version.hpp"

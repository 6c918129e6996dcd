// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "track/track.h"

/**
 * Hand-built layouts shared by the format tests. Each validates (the same layouts are in
 * tests/data/tracks/ in every file format, for the command-line tests).
 */
namespace RealTracks {

using namespace Qt::StringLiterals;

/// GT core box only: 18 tiles, a 3-lane circuit with a 2-lane stretch entered through 119a and
/// left through 120a; the pit tile beside the start. Variants name the physical copies.
inline Pacenotes::Track gtCoreCircuit()
{
    Pacenotes::Track t;
    t.title = u"Lakeside Ring"_s;
    t.author = u"Pacenotes tests"_s;
    t.game = Pacenotes::Game::GT;
    t.tiles = {
        {u"102a"_s, 0, {0, 0}, 0},   {u"118a"_s, 0, {-1, 0}, 3},  {u"103a"_s, 1, {-1, -1}, 1},
        {u"112a"_s, 1, {-1, -2}, 4}, {u"104a"_s, 1, {0, -3}, 5},  {u"104a"_s, 2, {1, -4}, 2},
        {u"109a"_s, 0, {2, -5}, 5},  {u"105a"_s, 1, {2, -4}, 1},  {u"104a"_s, 3, {1, -3}, 2},
        {u"105a"_s, 2, {0, -2}, 4},  {u"107a"_s, 1, {0, -1}, 2},  {u"119a"_s, 0, {1, -2}, 5},
        {u"112b"_s, 2, {2, -3}, 5},  {u"115b"_s, 1, {3, -3}, 0},  {u"103b"_s, 2, {3, -2}, 4},
        {u"113b"_s, 0, {3, -1}, 1},  {u"106b"_s, 1, {2, 0}, 2},   {u"120a"_s, 0, {1, 0}, 0},
        {u"101"_s, 0, {0, 1}, 0},
    };
    return t;
}

/// DIRT core box only: a 12-tile stage from 202a to 203a with the Assistance tile after the finish.
inline Pacenotes::Track dirtStage()
{
    Pacenotes::Track t;
    t.title = u"Col de Braus"_s;
    t.author = u"Pacenotes tests"_s;
    t.game = Pacenotes::Game::Dirt;
    t.tiles = {
        {u"202a"_s, 0, {0, 0}, 0},  {u"208b"_s, 0, {-1, 0}, 5}, {u"228a"_s, 0, {-2, 1}, 4},
        {u"215a"_s, 0, {-2, 2}, 4}, {u"222a"_s, 0, {-2, 3}, 3}, {u"204a"_s, 0, {-1, 3}, 3},
        {u"231a"_s, 0, {0, 3}, 0},  {u"226b"_s, 0, {1, 3}, 3},  {u"225a"_s, 0, {2, 3}, 2},
        {u"206b"_s, 0, {3, 2}, 5},  {u"205b"_s, 0, {4, 1}, 2},  {u"203a"_s, 0, {5, 0}, 2},
        {u"201a"_s, 0, {6, -1}, 5},
    };
    return t;
}

} // namespace RealTracks

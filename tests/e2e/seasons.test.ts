import { describe, expect, it } from 'vitest';
import { leaderboardTitle, weekLabel, weekShortLabel } from '../../domain/weeks';
import type { SeasonsOverview } from '../../domain/seasons';
import {
  browserForFile,
  callApi,
  newPlayer,
  PHONE,
  scheduleGamesSoon,
  signedInCaller,
  signedInPage,
  weekUnderWay,
} from '../support/browser';

const browser = browserForFile();

describe('the season under way', () => {
  it("opens the Games screen on this week's games of the current season, and the Leaderboard from the phone's navigation", async () => {
    const admin = await signedInCaller(browser(), 'admin@example.com');
    const { season, week } = await weekUnderWay(admin);
    await scheduleGamesSoon(admin, [{ home: 'CIN', away: 'CLE' }], 2 * 24 * 60 * 60);

    const player = await signedInPage(browser(), await newPlayer(admin, 'Gia'), PHONE);
    await player.getByRole('article', { name: 'Cleveland Browns @ Cincinnati Bengals' }).waitFor();
    expect(await player.getByLabel('Season').inputValue()).toBe(String(season));
    expect(await player.getByRole('heading', { name: weekLabel(week), exact: true }).isVisible()).toBe(true);
    // The quick week buttons stay closed until asked for, the game a few Tab presses from the top.
    const weeks = player.getByRole('group', { name: 'Jump to week' });
    expect(await weeks.isVisible()).toBe(false);
    await player.getByRole('button', { name: 'All weeks', expanded: false }).click();
    const chosen = weeks.getByRole('button', { pressed: true });
    expect(await chosen.innerText()).toBe(weekShortLabel(week));
    expect(new URL(player.url()).search).toBe('');

    // The Leaderboard opens on the latest week with results: the demo's last week, or this one once
    // another file has settled a bet in it (it may do so while this test runs, never later weeks).
    const latestResults = async () =>
      (await callApi<SeasonsOverview>(admin, 'GET', '/api/seasons')).latestResults?.week;
    const before = await latestResults();
    await player.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Leaderboard' }).click();
    await player.getByRole('heading', { name: 'Leaderboard', level: 1 }).waitFor();
    const title = player.getByText(/ Leaders$/).first();
    await title.waitFor();
    expect([before, await latestResults()].map((results) => results && leaderboardTitle(results))).toContain(
      await title.innerText(),
    );
    await player.getByRole('tab', { name: 'Season' }).click();
    await player.getByText(`${season} Season Leaders`, { exact: true }).waitFor();
    await player.getByRole('tab', { name: 'All Time' }).click();
    await player.getByText('All-Time Leaders', { exact: true }).waitFor();
  });
});

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';
import {
  excludeCourse,
  exploreSlugs,
  includeAllCourses,
  inviteMembers,
  memberIdByEmail,
  openDashboardTab,
  setRole,
  signUpFromInvitation,
} from '../support/enterprise';
import { loggedIn } from '../support/session';

/**
 * The seeded enterprise organization "Acme Engineering", whose admin@ owns it. The member is a
 * new person invited here: the seeded member@ may hold a personal plan by now (another journey
 * gifts one), and a personal plan shows the whole catalogue whatever the lists say.
 */

describe('organization administration (issue 16 "Admin")', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it("the admin's team home leads to the catalogue; an exclude list changes the member's explore; a promotion switches the member's home", async () => {
    const { page: admin } = await loggedIn(browser, 'admin@example.com');
    const email = `org-admin-${Date.now()}@example.com`;
    await admin.goto('/enterprise-dashboard');
    await inviteMembers(admin, [email]);
    const { page: member } = await signUpFromInvitation(browser, {
      email,
      orgName: 'Acme Engineering',
      fullName: 'Org Admin Journey',
      password: 'journey password 1',
    });

    // Mode: the admin upskills (team home), the member learns (learner home).
    await admin.goto('/');
    await admin.getByTestId('team-home').waitFor();
    // Seats in use of all seats: the seed's five paid and five free onboarding ones, and any a
    // journey before this one bought.
    expect(await admin.getByTestId('team-home-seats').textContent()).toMatch(/^\d+ of (1\d|[2-9]\d)$/);
    await member.goto('/');
    await member.getByTestId('home-courses').waitFor();
    expect(await member.getByTestId('team-home').count()).toBe(0);
    expect(await exploreSlugs(member)).toContain('bash-essentials');

    // Catalogue: exclude one course; the preview updates after saving.
    await admin.getByTestId('team-home-link-catalogue').click();
    await admin.waitForURL('**/enterprise-dashboard#catalogue');
    await excludeCourse(admin, 'bash-essentials');
    await admin.getByTestId('catalogue-preview-python-basics').waitFor();
    const explore = await exploreSlugs(member);
    expect(explore).not.toContain('bash-essentials');
    expect(explore).toContain('python-basics');

    // Roles: the member becomes a manager, and their home switches to the team home.
    await openDashboardTab(admin, 'roles');
    const memberId = await memberIdByEmail(admin, email);
    await setRole(admin, memberId, 'manager');
    await member.goto('/');
    await member.getByTestId('team-home').waitFor();

    // Put the seeded organization back as it was for the other journeys.
    await setRole(admin, memberId, 'member');
    await openDashboardTab(admin, 'catalogue');
    await includeAllCourses(admin, 'bash-essentials');
    expect(await exploreSlugs(member)).toContain('bash-essentials');
  });
});

import {
  catalogueParamsSchema,
  cataloguePreviewReplySchema,
  catalogueSettingsReplySchema,
  catalogueSettingsSchema,
  changeRoleBodySchema,
  privateCourseParamsSchema,
  privateCoursesReplySchema,
  roleParamsSchema,
  teamOverviewReplySchema,
} from '../org-admin';
import { teamReplySchema } from '../organizations';
import { defineRoute } from './define-route';

const tags = ['organizations'];
const errors = [400, 401, 403, 404, 409] as const;

/** Organization administration: roles and the catalogue lists (issue 16 "Admin"). */
export const orgAdminRoutes = {
  changeRole: defineRoute({
    method: 'PUT',
    path: '/api/organizations/:organizationId/members/:userId/role',
    tags,
    summary: "Sets a member's role (admin with admin_level, manager, member); owners change admins",
    params: roleParamsSchema,
    body: changeRoleBodySchema,
    reply: teamReplySchema,
    errors,
  }),
  catalogue: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/catalogue',
    tags,
    summary: "The organization's catalogue lists and the courses and categories they can name",
    params: catalogueParamsSchema,
    reply: catalogueSettingsReplySchema,
    errors,
  }),
  saveCatalogue: defineRoute({
    method: 'PUT',
    path: '/api/organizations/:organizationId/catalogue',
    tags,
    summary: 'Replaces the catalogue lists; every course and category must exist',
    params: catalogueParamsSchema,
    body: catalogueSettingsSchema,
    reply: catalogueSettingsReplySchema,
    errors,
  }),
  cataloguePreview: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/catalogue/preview',
    tags,
    summary: "The courses and paths the organization's members see with the saved lists",
    params: catalogueParamsSchema,
    reply: cataloguePreviewReplySchema,
    errors,
  }),
  overview: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/overview',
    tags,
    summary: 'Seats, people and the last days of team activity (admins and managers)',
    params: catalogueParamsSchema,
    reply: teamOverviewReplySchema,
    errors,
  }),
  privateCourses: defineRoute({
    method: 'GET',
    path: '/api/organizations/:organizationId/private-courses',
    tags,
    summary: 'Courses and paths private to the organization (its members)',
    params: catalogueParamsSchema,
    reply: privateCoursesReplySchema,
    errors,
  }),
  makePrivate: defineRoute({
    method: 'PUT',
    path: '/api/organizations/:organizationId/private-courses/:kind/:id',
    tags,
    summary: 'Makes a course the caller edits in the studio private to the organization (admins, managers)',
    params: privateCourseParamsSchema,
    reply: privateCoursesReplySchema,
    errors,
  }),
  makePublic: defineRoute({
    method: 'DELETE',
    path: '/api/organizations/:organizationId/private-courses/:kind/:id',
    tags,
    summary: 'Makes a course private to the organization visible to everyone again',
    params: privateCourseParamsSchema,
    reply: privateCoursesReplySchema,
    errors,
  }),
};

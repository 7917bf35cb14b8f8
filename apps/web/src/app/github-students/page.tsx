import type { Metadata } from 'next';
import { GithubStudents } from '../../features/growth/github-students';
import { PageContainer, PageIntro } from '../../features/page-intro/page-intro';

export const metadata: Metadata = { title: 'GitHub students' };

export default function GithubStudentsPage() {
  return (
    <PageContainer>
      <PageIntro eyebrow="GitHub students" title="Verify your student account" />
      <GithubStudents />
    </PageContainer>
  );
}

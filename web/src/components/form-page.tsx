import Button from 'antd-mobile/es/components/button';
import Form from 'antd-mobile/es/components/form';
import type { ReactNode } from 'react';
import { PageTitle } from './page-title';

interface FormPageProps {
  title: string;
  testId: string;
  saveLabel: string;
  busy: boolean;
  onSubmit: () => void;
  /** Why the form cannot be sent yet, announced under it. */
  problem: string | null;
  className?: string;
  problemClassName?: string;
  children: ReactNode;
}

/** A page that is one vertical form with a save button under it (the agent's and merchant's forms). */
export function FormPage({
  title,
  testId,
  saveLabel,
  busy,
  onSubmit,
  problem,
  className,
  problemClassName,
  children,
}: FormPageProps) {
  return (
    <section className={className} data-testid={testId}>
      <PageTitle title={title} />
      <Form
        layout="vertical"
        footer={
          <Button block color="primary" type="submit" loading={busy}>
            {saveLabel}
          </Button>
        }
        onFinish={onSubmit}
      >
        {children}
      </Form>
      {problem ? (
        <p role="alert" className={problemClassName}>
          {problem}
        </p>
      ) : null}
    </section>
  );
}

// The end of a profile form: the server's refusal, when there is one, above the save button.
import Button from 'antd-mobile/es/components/button';
import styles from './merchant-profile.module.css';

export function SubmitRow({ message, busy, label }: { message: string | null; busy: boolean; label: string }) {
  return (
    <>
      {message ? (
        <p className={styles.message} role="alert">
          {message}
        </p>
      ) : null}
      <Button type="submit" color="primary" block loading={busy}>
        {label}
      </Button>
    </>
  );
}

/**
 * A /<resource>/new screen: a titled react-admin <Form>, Back and Save buttons (Save reads
 * 'Saving...' while it works), dataProvider.create, then the list (or redirectTo).
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useEffect, useState } from 'react';
import { Form, type RaRecord, useCanAccess, useDataProvider, useResourceContext, useTranslate } from 'react-admin';
import { AccessDenied } from '../../../ui/access/AccessDenied';
import { Link, useNavigate } from 'react-router-dom';
import { EditModeContext } from './context';
import { saveFailureText } from './errors';

export interface CreatePageProps<R extends RaRecord> {
  /** Translation keys (or texts). */
  title: string;
  backLabel: string;
  saveLabel: string;
  failureMessage: string;
  /** Defaults to the surrounding <Resource>. */
  resource?: string;
  /** Where Back and a successful save go; defaults to /<resource>. */
  listPath?: string;
  defaultValues?: Partial<R>;
  validate?: (values: Record<string, unknown>) => Record<string, unknown>;
  /** Form values → create data; may upload files. Throw UserFacingError to show its text. */
  transform?: (values: Partial<R>) => Promise<Partial<R>> | Partial<R>;
  onCreated?: (record: R) => void;
  /** After a failed transform or create, with the error (e.g. delete a file uploaded for it). */
  onCreateError?: (error: unknown) => void;
  children: ReactNode;
}

export function CreatePage<R extends RaRecord = RaRecord>(props: CreatePageProps<R>) {
  const translate = useTranslate();
  const t = (key: string) => translate(key, { _: key });
  const dataProvider = useDataProvider();
  const navigate = useNavigate();
  const resourceFromContext = useResourceContext();
  const resource = props.resource ?? resourceFromContext ?? '';
  const listPath = props.listPath ?? `/${resource}`;
  const canCreate = useCanAccess({ resource, action: 'create' }).canAccess;
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Leave only once the form no longer warns about unsaved changes (it re-renders first).
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    if (leaving) navigate(listPath);
  }, [leaving, listPath, navigate]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    setError(null);
    try {
      const data = props.transform ? await props.transform(values as Partial<R>) : values;
      const { data: created } = await dataProvider.create<R>(resource, { data });
      props.onCreated?.(created);
      setLeaving(true);
      return undefined;
    } catch (failure) {
      const text = t(saveFailureText(failure, t(props.failureMessage)));
      setError(text);
      props.onCreateError?.(failure);
      return { root: { serverError: text } };
    } finally {
      setSaving(false);
    }
  };

  // A direct address to a create screen the role may not use says so (issue 13).
  if (canCreate === false) return <AccessDenied />;
  return (
    <EditModeContext.Provider value>
      <Form defaultValues={props.defaultValues} validate={props.validate} onSubmit={submit} warnWhenUnsavedChanges={!leaving} disableInvalidFormNotification noValidate>
        <Stack spacing={2} sx={{ py: { xs: 1, sm: 2 } }}>
          <Typography variant="h5" component="h1">
            {t(props.title)}
          </Typography>
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          {props.children}
          <Stack direction="row" spacing={2} justifyContent="space-between">
            <Button component={Link} to={listPath} startIcon={<ArrowBackIcon />}>
              {t(props.backLabel)}
            </Button>
            <Button type="submit" variant="contained" disabled={saving}>
              {saving ? translate('resources.shared.detail.saving') : t(props.saveLabel)}
            </Button>
          </Stack>
        </Stack>
      </Form>
    </EditModeContext.Provider>
  );
}

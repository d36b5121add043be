import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { href } from '../../../config/paths';
import { loginPathFor } from '../../../config/sign-in-return';
import { useAuth } from '../../../lib/auth/auth-store';
import { setSelectedCompanyId } from '../../../lib/company/selected-company';
import { Link, useLocation, useNavigate, useParams } from '../../../lib/router';
import { problemMessage } from '../../../lib/save-problem';
import { staffApi } from '../api';
import { staffText } from '../i18n';

/**
 * /admin/invite/:token: the invitee sees the shop and the role and accepts (issue 14). Every refusal (guessed,
 * used, expired, revoked, another phone) is the server's Korean message, nothing else.
 */
export const AcceptInvitePage = () => {
  const { t } = staffText.useT();
  const { token = '' } = useParams();
  const { user } = useAuth();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const preview = useQuery({
    queryKey: ['invitation', token, user?.uid ?? ''],
    queryFn: ({ signal }) => staffApi.preview(token, signal),
    enabled: Boolean(user && token),
    retry: false,
  });
  const accept = useMutation({
    mutationFn: () => staffApi.accept(token),
    onSuccess: async ({ companyId, role }) => {
      notifications.show({
        color: 'green',
        message: t('accept.accepted', { shop: preview.data?.shopName ?? '', role: t(`roles.${role}`) }),
      });
      setSelectedCompanyId(companyId);
      await queryClient.invalidateQueries();
      navigate(href(role === 'staff' ? 'admin-orders' : 'admin-dashboard'));
    },
  });

  return (
    <Center py="xl">
      <Paper withBorder radius="md" p="xl" maw={460} w="100%">
        <Stack gap="md">
          <Title order={1} fz="h3">
            {t('accept.title')}
          </Title>
          {!user ? (
            <>
              <Text>{t('accept.signIn')}</Text>
              <Button component={Link} to={loginPathFor(pathname)}>
                {t('accept.signInButton')}
              </Button>
            </>
          ) : preview.isLoading ? (
            <Loading />
          ) : preview.error ? (
            <Alert color="red" role="alert" data-testid="invite-error">
              {problemMessage(preview.error)}
            </Alert>
          ) : preview.data ? (
            <>
              <Text size="lg" data-testid="invite-summary">
                {t('accept.body', { shop: preview.data.shopName, role: t(`roles.${preview.data.role}`) })}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`roleHelp.${preview.data.role}`)}
              </Text>
              <Text size="sm" c="dimmed">
                {t('accept.expires', { date: new Date(preview.data.expiresAt).toLocaleString('ko-KR') })}
              </Text>
              {accept.error ? (
                <Alert color="red" role="alert" data-testid="invite-error">
                  {problemMessage(accept.error)}
                </Alert>
              ) : null}
              <Button onClick={() => accept.mutate()} loading={accept.isPending} data-testid="invite-accept">
                {t('accept.accept')}
              </Button>
            </>
          ) : null}
        </Stack>
      </Paper>
    </Center>
  );
};

const Loading = () => {
  const { t } = staffText.useT();
  return (
    <Center>
      <Loader size="sm" aria-label={t('accept.loading')} />
    </Center>
  );
};
